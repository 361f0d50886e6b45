import { IsOptional, MaxLength } from "class-validator";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { Money } from "../../vocabulary/money";
import { Connected } from "../../common/pagination";
import { Order, OrderStatus } from "./order.entity";

@InputType({ description: "Which orders the admin list shows" })
export class OrderFilterInput {
  @Field(() => OrderStatus, { description: "Only orders in this status; null for any", nullable: true })
  @IsOptional()
  status?: OrderStatus | null;

  @Field(() => Date, { nullable: true, description: "Placed at or after this moment" })
  @IsOptional()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: "Placed before this moment" })
  @IsOptional()
  to?: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An order number (BZ-10234, or its serial 10234), an order id or its first characters, a customer's email, or a name on the address",
  })
  @IsOptional()
  @MaxLength(200, { message: "Search must be at most 200 characters" })
  search?: string | null;
}

@ObjectType({ description: "A page of orders" })
export class OrderConnection extends Connected(Order, "Order") {}

@ObjectType({ description: "The admin dashboard's figures" })
export class AdminDashboard {
  @Field(() => Money, {
    description: "Sum of the totals of all orders ever placed and not cancelled or refused, paid or not",
    deprecationReason: "Not revenue (unpaid COD orders count, refunds do not): use salesSummary's revenue, for a range of days",
  })
  revenue: Money;

  @Field(() => Int, {
    description: "All orders, cancelled included",
    deprecationReason: "Use salesSummary's placedOrders, for a range of days",
  })
  orderCount: number;

  @Field(() => Int, { description: "Published products: those shoppers can see (drafts are not counted)" })
  productCount: number;

  @Field(() => [Order], { description: "The latest orders, newest first" })
  recentOrders: Order[];
}
