import { paymentMethodWords } from "../src/payment-methods";

it("words Razorpay's ways of paying as a name, a badge and inside a sentence, whether the API writes them as Razorpay does or in capitals", () => {
  expect(paymentMethodWords("card")).toEqual({ name: "Card", badge: "Cards", inSentence: "card" });
  expect(paymentMethodWords("NETBANKING")).toEqual({ name: "Net banking", badge: "Net banking", inSentence: "net banking" });
  expect(paymentMethodWords("UPI")).toEqual({ name: "UPI", badge: "UPI", inSentence: "UPI" });
});

it("reads a method it has no words for as Razorpay names it", () => {
  expect(paymentMethodWords("paylater")).toEqual({ name: "paylater", badge: "paylater", inSentence: "paylater" });
});
