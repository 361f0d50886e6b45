import { ORDER_STATUS_LABELS, orderStatusLabel } from "../src/order-status";

describe("order-status labels", () => {
  it.each([
    ["PROCESSING", "Processing"],
    ["return_requested", "Return requested"],
    ["RETURNED_TO_ORIGIN", "Refused at delivery"],
  ])("%s is called %s", (status, label) => expect(orderStatusLabel(status)).toBe(label));

  it("lists every status in lifecycle order", () => {
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([
      "PENDING",
      "PROCESSING",
      "SHIPPED",
      "DELIVERED",
      "RETURN_REQUESTED",
      "RETURNED",
      "EXCHANGED",
      "RETURNED_TO_ORIGIN",
      "CANCELLED",
    ]);
  });
});
