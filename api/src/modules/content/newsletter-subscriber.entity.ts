import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Coupon } from "../coupon/coupon.entity";

/**
 * An email address signed up for the newsletter. Double opt-in: it is confirmed from the link
 * emailed to it, and only then gets its single-use first-order code (once, ever).
 */
@ObjectType({ description: "An email address signed up for the newsletter" })
@Entity("newsletter_subscribers")
export class NewsletterSubscriber {
  @Field(() => ID, { description: "The subscriber's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Stored lowercased; each address once" })
  @Column({ unique: true })
  email: string;

  @Field(() => Date, { nullable: true, description: "When the address was confirmed from its email; null: waiting" })
  @Column({ type: "timestamptz", nullable: true })
  confirmedAt: Date | null;

  /** SHA-256 of the token in the confirmation link: a leaked table confirms nobody. */
  @Column({ type: "varchar", nullable: true })
  confirmationTokenHash: string | null;

  @Field(() => Date, { description: "When the address unsubscribed; null while subscribed", nullable: true })
  @Column({ type: "timestamptz", nullable: true })
  unsubscribedAt: Date | null;

  /** In the unsubscribe link of every newsletter email; it can only unsubscribe this address. */
  @Column({ unique: true })
  unsubscribeToken: string;

  @ManyToOne(() => Coupon, { onDelete: "SET NULL", nullable: true })
  welcomeCoupon: Coupon | null;

  /** The first-order code this address was given on confirming: given once, never again. */
  @Column({ type: "uuid", nullable: true })
  welcomeCouponId: string | null;

  @Field({ description: "When the address signed up" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
