import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/**
 * One picture of the home page's rotating banner. The desktop image shows from 768px wide, the
 * mobile one below; both share one alt text. Its headline, line of text and button are real text
 * over the picture, so the offer can be read, translated and found, not only seen. The GraphQL images come from the banner resolver.
 */
@ObjectType({ description: "A slide of the home page banner" })
@Entity("banner_slides")
@Index("IDX_banner_slides_order", ["isActive", "position"])
export class BannerSlide {
  @Field(() => ID, { description: "The slide's id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column()
  desktopImageUrl: string;

  @Column()
  mobileImageUrl: string;

  @Field({ description: "Text describing both images to people who cannot see them" })
  @Column()
  altText: string;

  @Field(() => String, { nullable: true, description: "The offer in a few words, shown as text over the picture" })
  @Column({ type: "varchar", length: 80, nullable: true })
  headline: string | null;

  @Field(() => String, { nullable: true, description: "A line under the headline" })
  @Column({ type: "varchar", length: 160, nullable: true })
  text: string | null;

  @Field(() => String, { nullable: true, description: "The button's label (the button goes to `link`)" })
  @Column({ type: "varchar", length: 30, nullable: true })
  buttonLabel: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the button goes (the whole picture when the slide has no button): a path like /collections/wallets or an http(s) URL",
  })
  @Column({ type: "varchar", nullable: true })
  link: string | null;

  @Field(() => Int, { description: "Slides show in ascending position" })
  @Column({ type: "integer", default: 0 })
  position: number;

  @Field({ description: "Inactive slides are kept but not shown" })
  @Column({ default: true })
  isActive: boolean;

  @Field({ description: "When the slide was added" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When the slide last changed" })
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
