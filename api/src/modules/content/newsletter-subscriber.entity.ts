import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@ObjectType({ description: "An email address signed up for the newsletter" })
@Entity("newsletter_subscribers")
export class NewsletterSubscriber {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Stored lowercased; each address once" })
  @Column({ unique: true })
  email: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
