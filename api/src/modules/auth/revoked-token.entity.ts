import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/** A bearer token ended before its expiry (logout). Kept until it would have expired anyway. */
@Entity("revoked_tokens")
export class RevokedToken {
  @PrimaryColumn("uuid")
  tokenId: string;

  @Index()
  @Column({ type: "timestamptz" })
  expiresAt: Date;
}
