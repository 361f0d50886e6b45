import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { UserRole } from "../../common/auth/roles";

/** A way into an account. */
export enum SignInMethod {
  EMAIL = "EMAIL",
  PHONE = "PHONE",
}
registerEnumType(SignInMethod, {
  name: "SignInMethod",
  description: "A way into an account",
  valuesConfig: { EMAIL: { description: "Email and password" }, PHONE: { description: "A verified mobile number and a one-time code" } },
});

@ObjectType({ description: "A shopper or an admin" })
@Entity("users")
export class User {
  @Field(() => ID, { description: "The account's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "First name" })
  @Column()
  firstName: string;

  @Field({ description: "Last name" })
  @Column()
  lastName: string;

  @Field(() => String, {
    nullable: true,
    description: "Stored lowercased: emails are unique regardless of case. Null for an account that signs in by phone only.",
  })
  @Column({ type: "varchar", unique: true, nullable: true })
  email: string | null;

  /** argon2id hash; never exposed through the API. Null for an account that signs in by phone only. */
  @Column({ type: "varchar", select: false, nullable: true })
  passwordHash: string | null;

  /**
   * The mobile number (E.164, +91XXXXXXXXXX) the account signs in with, proven by a one-time code;
   * unique. Not the profile's `phone`, which is only typed in and proves nothing.
   */
  @Field(() => String, {
    nullable: true,
    description: "The verified mobile number (+91XXXXXXXXXX) the account signs in with; null if none",
  })
  @Column({ type: "varchar", nullable: true })
  signInPhone: string | null;

  /**
   * Raised when the password changes or an admin ends the account's sessions: a token carries the
   * version it was issued under and is refused once they differ.
   */
  @Column({ type: "integer", default: 0, select: false })
  sessionVersion: number;

  @Field(() => UserRole, { description: "Customer or admin" })
  @Column({ type: "enum", enum: UserRole, enumName: "user_role", default: UserRole.CUSTOMER })
  role: UserRole;

  /** A staff member's role (staff_roles); null for a customer, and for staff not given one yet, who may do nothing. */
  @Column({ name: "staff_role_id", type: "uuid", nullable: true })
  staffRoleId: string | null;

  @Field(() => String, { description: "Contact phone number as typed in the profile (not verified); null until given", nullable: true })
  @Column({ type: "varchar", nullable: true })
  phone: string | null;

  @Field(() => String, { description: "Street address; null until given", nullable: true })
  @Column({ type: "varchar", nullable: true })
  address: string | null;

  @Field(() => String, { description: "City; null until given", nullable: true })
  @Column({ type: "varchar", nullable: true })
  city: string | null;

  @Field(() => String, { description: "State; null until given", nullable: true })
  @Column({ type: "varchar", nullable: true })
  state: string | null;

  @Field(() => String, { description: "Pincode; null until given", nullable: true })
  @Column({ type: "varchar", nullable: true })
  postalCode: string | null;

  /** Set while an owner has suspended this staff account: it cannot sign in, and its sessions ended when it was set. */
  @Field(() => Date, { nullable: true, description: "Admin: when this staff account was suspended; null when it is not" })
  @Column({ type: "timestamptz", nullable: true })
  suspendedAt: Date | null;

  /** The second factor's TOTP secret, sealed with the shop's key (second-factor.ts); null until enrolment is confirmed. */
  @Column({ type: "varchar", nullable: true, select: false })
  totpSecret: string | null;

  /** A secret shown for enrolment and not yet confirmed with a code, sealed like totpSecret. */
  @Column({ type: "varchar", nullable: true, select: false })
  totpPendingSecret: string | null;

  /** When the second factor was confirmed; null while the account has none. */
  @Column({ type: "timestamptz", nullable: true })
  totpEnabledAt: Date | null;

  /** The last TOTP time step a code was accepted for: a code is refused for it and every earlier step. */
  @Column({ type: "bigint", nullable: true, select: false })
  totpLastStep: string | null;

  @Field({ description: "Whether the account signs in with a second factor (an authenticator app's 6-digit code) after its password" })
  get secondFactorEnabled(): boolean {
    return this.totpEnabledAt !== null;
  }

  @Field({ description: "When the account was made" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => [SignInMethod], { description: "How the account signs in: by email and password, by phone and a code, or both" })
  get signInMethods(): SignInMethod[] {
    return [...(this.email !== null ? [SignInMethod.EMAIL] : []), ...(this.signInPhone !== null ? [SignInMethod.PHONE] : [])];
  }
}
