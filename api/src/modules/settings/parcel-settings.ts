import { IsInt, Max, Min } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { Column } from "typeorm";
import { KeptUnlessSent } from "../../common/partial-update";

/**
 * The parcel a courier aggregator is told of when the products in it say nothing of their own:
 * its weight (a product's own weight counts instead when it has one) and its box.
 */
@ObjectType({ description: "The parcel assumed when booking a courier for products without a weight of their own" })
export class ParcelSettings {
  @Field(() => Int, { description: "Grams a unit weighs when its product has no weight of its own" })
  @Column({ type: "integer", default: 500 })
  weightGrams: number;

  @Field(() => Int, { description: "The box's length, centimetres" })
  @Column({ type: "integer", default: 30 })
  lengthCm: number;

  @Field(() => Int, { description: "The box's breadth, centimetres" })
  @Column({ type: "integer", default: 20 })
  breadthCm: number;

  @Field(() => Int, { description: "The box's height, centimetres" })
  @Column({ type: "integer", default: 10 })
  heightCm: number;
}

const whole = (name: string, unit: string, max: number): PropertyDecorator[] => [
  KeptUnlessSent(`${name} is required`),
  IsInt({ message: `${name} must be a whole number of ${unit}` }),
  Min(1, { message: `${name} must be at least 1 ${unit}` }),
  Max(max, { message: `${name} can be at most ${max} ${unit}` }),
];
const all =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

@InputType({ description: "The parcel assumed for products without a weight; in an update, each field left out keeps its value" })
export class ParcelSettingsInput {
  @Field(() => Int, { nullable: true, description: "Grams a unit weighs when its product has no weight (1 to 50,000)" })
  @all(whole("Parcel weight", "grams", 50_000))
  weightGrams?: number | null;

  @Field(() => Int, { nullable: true, description: "The box's length, centimetres (1 to 300)" })
  @all(whole("Box length", "cm", 300))
  lengthCm?: number | null;

  @Field(() => Int, { nullable: true, description: "The box's breadth, centimetres (1 to 300)" })
  @all(whole("Box breadth", "cm", 300))
  breadthCm?: number | null;

  @Field(() => Int, { nullable: true, description: "The box's height, centimetres (1 to 300)" })
  @all(whole("Box height", "cm", 300))
  heightCm?: number | null;
}
