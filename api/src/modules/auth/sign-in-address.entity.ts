import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/**
 * An address an account signed in from with its right password, and when it last did. Guessers
 * on other addresses cannot lock the account's owner out of an address they have used (see
 * LoginThrottle); forgotten once unused for a while.
 */
@Entity("sign_in_addresses")
export class SignInAddress {
  @PrimaryColumn("uuid")
  userId: string;

  @PrimaryColumn()
  address: string;

  @Index()
  @Column({ type: "timestamptz", default: () => "now()" })
  lastSignedInAt: Date;
}
