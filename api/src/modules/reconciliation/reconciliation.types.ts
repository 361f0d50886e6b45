import { ObjectType } from "type-graphql";
import { Connected } from "../../common/pagination";
import { ReconciliationDifference } from "./reconciliation-difference.entity";

@ObjectType({ description: "A page of reconciliation differences" })
export class ReconciliationDifferenceConnection extends Connected(ReconciliationDifference, "ReconciliationDifference") {}
