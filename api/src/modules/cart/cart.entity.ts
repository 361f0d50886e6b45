import { Check, Column, CreateDateColumn, Entity, ManyToOne, OneToMany, PrimaryGeneratedColumn, Relation, UpdateDateColumn } from "typeorm";
import { User } from "../auth/user.entity";
import { CartLine } from "./cart-line.entity";

/** A shopper's bag: a signed-in customer's (userId) or a guest's (guestId), never both. */
@Entity("carts")
@Check("CHK_carts_one_owner", `num_nonnulls("user_id", "guest_id") = 1`)
export class Cart {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ManyToOne(() => User, { onDelete: "CASCADE", nullable: true })
  user: User | null;

  @Column({ type: "uuid", nullable: true, unique: true })
  userId: string | null;

  @Column({ type: "varchar", nullable: true, unique: true })
  guestId: string | null;

  /** The coupon kept with the bag: judged again every time the bag is priced. */
  @Column({ type: "varchar", nullable: true })
  couponCode: string | null;

  /** Why the bag's coupon was taken off, shown until the shopper dismisses it or applies another. */
  @Column({ type: "varchar", nullable: true })
  couponNotice: string | null;

  @OneToMany(() => CartLine, (line) => line.cart)
  lines: Relation<CartLine>[];

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** Touched by every change: guest bags untouched for long are swept away. */
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
