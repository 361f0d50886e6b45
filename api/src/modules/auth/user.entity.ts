import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { UserRole } from "../../common/auth/roles";

@ObjectType({ description: "A shopper or an admin" })
@Entity("users")
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field()
  @Column()
  firstName: string;

  @Field()
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

  @Field(() => UserRole)
  @Column({ type: "enum", enum: UserRole, enumName: "user_role", default: UserRole.CUSTOMER })
  role: UserRole;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  state: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", nullable: true })
  postalCode: string | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
