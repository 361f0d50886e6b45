import { Column, Entity, ManyToOne, PrimaryColumn } from "typeorm";
import { User } from "../auth/user.entity";

/**
 * An admin switched cash on delivery back on for a customer: only their COD orders refused or
 * returned after this moment count against the shop's limit.
 */
@Entity("cod_restorations")
export class CodRestoration {
  @PrimaryColumn({ type: "uuid", primaryKeyConstraintName: "PK_cod_restorations" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE", nullable: false })
  user: User;

  @Column({ type: "timestamptz", default: () => "now()" })
  restoredAt: Date;
}
