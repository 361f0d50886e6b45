import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { UserRole } from "../../common/auth/roles";

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

  @Field({ description: "Stored lowercased: emails are unique regardless of case" })
  @Column({ unique: true })
  email: string;

  /** argon2id hash; never exposed through the API. */
  @Column({ select: false })
  passwordHash: string;

  /**
   * Raised when the password changes or an admin ends the account's sessions: a token carries the
   * version it was issued under and is refused once they differ.
   */
  @Column({ type: "integer", default: 0, select: false })
  sessionVersion: number;

  @Field(() => UserRole, { description: "Customer or admin" })
  @Column({ type: "enum", enum: UserRole, enumName: "user_role", default: UserRole.CUSTOMER })
  role: UserRole;

  @Field(() => String, { description: "Phone number; null until given", nullable: true })
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

  @Field({ description: "When the account was made" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
