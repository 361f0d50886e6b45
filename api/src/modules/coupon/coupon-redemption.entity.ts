import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { User } from "../auth/user.entity";
import { Coupon } from "./coupon.entity";

/**
 * One use of a coupon: taken with the checkout that used it (so a UPI payment in progress holds
 * its use), released when that checkout fails or expires or its order is cancelled. The held
 * ones are what the per-customer limit counts; the coupon's usedCount is their number.
 */
@Entity("coupon_redemptions")
@Index("IDX_coupon_redemptions_held", ["couponId", "userId"], { where: `"released_at" IS NULL` })
export class CouponRedemption {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_coupon_redemptions" })
  id: string;

  @ManyToOne(() => Coupon, { onDelete: "CASCADE", nullable: false })
  coupon: Coupon;

  @Column({ type: "uuid" })
  couponId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE", nullable: false })
  user: User;

  @Column({ type: "uuid" })
  userId: string;

  /** Named by name (for its foreign key): checkout takes coupon uses and sits above coupon, which imports nothing of it. */
  @ManyToOne("Checkout", { onDelete: "CASCADE", nullable: false })
  checkout: object;

  @Column({ type: "uuid", unique: true })
  checkoutId: string;

  @Column({ type: "timestamptz", nullable: true })
  releasedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
