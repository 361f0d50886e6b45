import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import styled from "styled-components";
import { useCart } from "../../cart/CartProvider";
import { DeliveryPromise } from "../../components/delivery/DeliveryEstimate";
import { Button } from "../../components/ui/Button";
import { Page, PageTitle } from "../../components/ui/Page";
import { ErrorState, Loading, Notice } from "../../components/ui/Status";
import {
  AbandonCheckoutDocument,
  CheckoutGstDocument,
  CheckoutProgressDocument,
  CodAvailabilityDocument,
  ConfirmRazorpayPaymentDocument,
  CreateCheckoutDocument,
  type CheckoutNextFragment,
  type PaymentMethod,
  type SessionUserFragment,
} from "../../gql/graphql";
import { attempt, fieldMessage, type CallError } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { newIdempotencyKey } from "../../lib/random-key";
import { useSession } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { addressRules, contactEmailRules, validate, type AddressField } from "../../lib/validation";
import { TextField } from "../../components/ui/TextField";
import { GuestCheckout } from "./GuestCheckout";
import { fromDesktop } from "../../styles/theme";
import { ADDRESS_FORM_ID, AddressForm } from "./AddressForm";
import { BagLines, EMPTY_BAG } from "./BagLines";
import { CouponForm } from "./CouponForm";
import { DeliveryNote } from "./DeliveryNote";
import { OrderSummary } from "./OrderSummary";
import { PaymentStep } from "./PaymentStep";
import { payWithRazorpay } from "./razorpay-checkout";
import { StepIndicator, type Step } from "./StepIndicator";
import { useCoupon } from "./use-coupon";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";

/** Refusals that mean the bag is not what the shopper saw: it is loaded again (ErrorCode values). */
const BAG_CHANGED_CODES = new Set([
  "PRICES_CHANGED",
  "BAG_CHANGED",
  "EMPTY_BAG",
  "COUPON_NOT_FOUND",
  "COUPON_INACTIVE",
  "COUPON_EXPIRED",
  "COUPON_NOT_STARTED",
  "COUPON_ALREADY_USED",
  "COUPON_FIRST_ORDER_ONLY",
  "COUPON_USED_UP",
  "COUPON_MINIMUM_NOT_MET",
  "COUPON_CATEGORY_MISMATCH",
  "COUPON_PREPAID_ONLY",
  "COUPON_NOT_YOURS",
]);

const MAIN_BUTTON: Record<Step, string> = { 1: "Proceed to Address", 2: "Proceed to Payment", 3: "Place Order" };
/** How long the payment step waits for Razorpay's webhook when the callback finds the payment not yet captured. */
const CONFIRMATION_WAIT_MS = 30_000;

/**
 * /checkout: Bag, Address, Payment. A guest verifies their mobile number at the address step
 * (signing in by phone, which makes their account on first use and brings their bag along) and
 * goes on from there; or signs in with email instead.
 */
export default function CheckoutPage() {
  usePageMeta(STOREFRONT_PAGES.checkout.title, "Check out your Bagzone order: bag, delivery address and payment.");
  const { user } = useSession();
  const [startAt, setStartAt] = useState<Step>(1);
  if (!user) return <GuestCheckout onVerified={() => setStartAt(2)} />;
  return <Checkout user={user} startAt={startAt} />;
}

const prefill = (user: SessionUserFragment): Record<AddressField, string> => ({
  firstName: user.firstName,
  lastName: user.lastName,
  address: user.address ?? "",
  phoneNo: user.phone ?? user.signInPhone?.replace(/^\+91/, "") ?? "",
  city: user.city ?? "",
  state: user.state ?? "",
  postalCode: user.postalCode ?? "",
});

const digitsOnly = (v: string) => v.replace(/\D/g, "");

function Checkout({ user, startAt }: { user: SessionUserFragment; startAt: Step }) {
  const cart = useCart();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(startAt);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [stepProblem, setStepProblem] = useState<string | null>(null);
  const [orderProblem, setOrderProblem] = useState<CallError | null>(null);
  const [createCheckout, { loading: placing }] = useMutation(CreateCheckoutDocument);
  const [confirmRazorpay] = useMutation(ConfirmRazorpayPaymentDocument);
  const [abandonCheckout] = useMutation(AbandonCheckoutDocument);
  const client = useApolloClient();
  const [paying, setPaying] = useState(false);
  const address = useForm(prefill(user), addressRules, {
    idPrefix: "address",
    mode: "change",
    transform: { phoneNo: digitsOnly, postalCode: digitsOnly },
  });
  // An account that signs in by phone has no email: the order's updates go to one given here.
  const contact = useForm({ email: "" }, contactEmailRules, { idPrefix: "contact", mode: "change" });
  const needsContactEmail = user.email === null;
  const heading = useRef<HTMLHeadingElement>(null);
  const [addressChoice, setAddressChoice] = useState<string | null>(null);

  const bag = cart.cart;
  const lines = bag?.lines ?? [];
  const bagVersion = bag ? `${bag.totals.total.paise}:${bag.itemCount}:${lines.map((l) => `${l.id}x${l.quantity}`).join(",")}` : "";
  const coupon = useCoupon();
  const totals = bag?.totals ?? null;
  // The GST inside the total depends on where the order goes: asked once the address is given.
  const shippingState = address.values.state.trim();
  const gst = useQuery(CheckoutGstDocument, {
    variables: { shippingState, couponCode: coupon.code },
    skip: step < 3 || !shippingState || !totals,
  }).data?.checkoutGst?.totalTax.formatted;
  // Whether this bag may be paid on delivery to this pincode, and the fee if so: asked again when the bag changes.
  const pincode = address.values.postalCode.trim();
  const codQuery = useQuery(CodAvailabilityDocument, { variables: { pincode }, skip: step < 3, fetchPolicy: "network-only" });
  const cod = codQuery.data?.codAvailability;
  // The answer holds the bag's total: a coupon applied or a line changed on this step asks again.
  const refetchCod = codQuery.refetch;
  const codAskedFor = useRef(bagVersion);
  useEffect(() => {
    if (step < 3) codAskedFor.current = bagVersion;
    if (codAskedFor.current === bagVersion) return;
    codAskedFor.current = bagVersion;
    void refetchCod();
  }, [bagVersion, step, refetchCod]);
  // Paying on delivery, the total to confirm is the server's: the bag's with the COD fee.
  const payingOnDelivery = method === "COD" && cod?.available ? cod : null;
  const totalPaise = payingOnDelivery ? payingOnDelivery.totalWithFee.paise : (totals?.total.paise ?? 0);
  const codRefused = Boolean(cod && !cod.available);
  // A choice of COD that the rules no longer allow (the bag grew, the pincode changed) is undone.
  useEffect(() => {
    if (codRefused) setMethod((m) => (m === "COD" ? null : m));
  }, [codRefused]);

  const lastAttempt = useRef<{ signature: string; key: string } | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  // An emptied bag cannot go on to address or payment.
  useEffect(() => {
    if (bag && bag.lines.length === 0 && step > 1) setStep(1);
  }, [bag, step]);

  if (cart.loading && !bag) return <Loading label="Loading your bag..." />;
  if (cart.problem && !bag) {
    return (
      <Page>
        <PageTitle>Checkout</PageTitle>
        <ErrorState problem={cart.problem} onRetry={cart.reload} />
      </Page>
    );
  }

  const goTo = (next: Step) => {
    setStepProblem(null);
    setOrderProblem(null);
    setStep(next);
  };

  const proceedFromBag = () => {
    if (lines.length === 0) return setStepProblem(EMPTY_BAG);
    if (lines.some((l) => l.problem)) return setStepProblem("Some items in your bag are not available. Remove them to continue.");
    goTo(2);
  };

  const proceedFromAddress = () => {
    const emailProblem = needsContactEmail ? validate(contact.values, contactEmailRules).email : undefined;
    if (emailProblem) return contact.setServerErrors([{ field: "email", message: emailProblem }]);
    goTo(3);
  };

  const placeOrder = async () => {
    if (!method) return setStepProblem("Please select a payment method.");
    if (!totals) return;
    setStepProblem(null);
    setOrderProblem(null);
    // One key per distinct order: retrying the same bag, address, payment and coupon is the same attempt.
    const signature = JSON.stringify([bagVersion, address.values, method, coupon.code]);
    if (lastAttempt.current?.signature !== signature) lastAttempt.current = { signature, key: newIdempotencyKey() };
    const idempotencyKey = lastAttempt.current.key;
    const shippingInfo = Object.fromEntries(Object.entries(address.values).map(([k, v]) => [k, v.trim()])) as Record<AddressField, string>;
    const result = await attempt(
      () =>
        createCheckout({
          variables: {
            input: {
              idempotencyKey,
              paymentMethod: method,
              shippingInfo,
              couponCode: coupon.code,
              expectedTotalPaise: totalPaise,
              contactEmail: needsContactEmail ? contact.values.email.trim() : null,
            },
          },
        }),
      "Failed to create checkout session",
      (d) => d.createCheckout,
    );
    if (!result.ok) {
      const problem = result.error;
      const addressProblems = problem.fields.filter(({ field }) => field.startsWith("shippingInfo."));
      const emailProblem = fieldMessage(problem, "contactEmail");
      if (emailProblem) {
        contact.setServerErrors([{ field: "email", message: emailProblem }]);
        goTo(2);
        return;
      }
      if (addressProblems.length > 0) {
        address.setServerErrors(addressProblems.map(({ field, message }) => ({ field: field.replace("shippingInfo.", ""), message })));
        goTo(2);
        return;
      }
      // Cash on delivery refused on the server (limit, pincode, account): say why, next to the choice.
      const paymentProblem = fieldMessage(problem, "paymentMethod");
      if (paymentProblem) return setStepProblem(paymentProblem);
      // A line ran out or is no longer sold (OUT_OF_STOCK, PRODUCT_UNAVAILABLE): that line alone is
      // brought up to date from the refusal, and shown. The bag's prices, contents or coupon changed: show it as it is now.
      if (cart.refreshLine(problem)) goTo(1);
      else if (problem.kind !== "network" && BAG_CHANGED_CODES.has(problem.code)) cart.reload();
      setOrderProblem(
        problem.kind === "network" ? { ...problem, message: "An error occurred during checkout creation. Please try again." } : problem,
      );
      return;
    }
    const checkout = result.data;
    if (checkout.razorpay) return payThroughRazorpay(checkout);
    if (checkout.paymentMethod === "COD" && checkout.redirectUrl) void navigate(checkout.redirectUrl);
    else if (checkout.paymentUrl) window.location.assign(checkout.paymentUrl);
    else if (checkout.redirectUrl) void navigate(checkout.redirectUrl);
  };

  /**
   * Razorpay Checkout opens over the page. Paid: the server verifies the payment and places the
   * order (or Razorpay's webhook does, a moment later). Failed or closed: the checkout is given up
   * at once so its stock goes back, and the next attempt is a new checkout.
   */
  const payThroughRazorpay = async (checkout: CheckoutNextFragment) => {
    setPaying(true);
    try {
      const shopper = {
        name: `${address.values.firstName} ${address.values.lastName}`.trim(),
        email: user.email ?? contact.values.email.trim(),
        phone: address.values.phoneNo,
      };
      const outcome = await payWithRazorpay(checkout.razorpay!, shopper).catch(() => null);
      if (outcome?.kind !== "paid") {
        lastAttempt.current = null;
        await attempt(
          () => abandonCheckout({ variables: { id: checkout.id } }),
          "",
          (d) => d.abandonCheckout,
        );
        if (outcome?.kind === "failed") return navigate("/payment-failed");
        const message = outcome
          ? "Payment cancelled. Nothing was charged and your bag is unchanged."
          : "The payment window could not be opened. Please try again.";
        return setOrderProblem({ kind: "network", code: "", message, fields: [], details: {}, retryable: true });
      }
      const { response } = outcome;
      const confirmed = await attempt(
        () =>
          confirmRazorpay({
            variables: {
              input: {
                checkoutId: checkout.id,
                razorpayOrderId: response.razorpay_order_id,
                razorpayPaymentId: response.razorpay_payment_id,
                razorpaySignature: response.razorpay_signature,
              },
            },
          }),
        "We could not confirm your payment yet. If money was taken, your order will appear in your profile shortly.",
        (d) => d.confirmRazorpayPayment,
      );
      if (!confirmed.ok) return setOrderProblem(confirmed.error);
      const placed = confirmed.data.redirectUrl ? confirmed.data : await waitForOrder(checkout.id);
      if (placed?.redirectUrl) return navigate(placed.redirectUrl);
      setOrderProblem({
        kind: "server",
        code: "PENDING",
        message: "Your payment is being confirmed. We will email you as soon as your order is placed.",
        fields: [],
        details: {},
        retryable: false,
      });
    } finally {
      setPaying(false);
    }
  };

  /** Asks again until Razorpay's webhook has placed the order, or the wait is over. */
  const waitForOrder = async (checkoutId: string): Promise<CheckoutNextFragment | null> => {
    const deadline = Date.now() + CONFIRMATION_WAIT_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const { data } = await client
        .query({ query: CheckoutProgressDocument, variables: { id: checkoutId }, fetchPolicy: "network-only" })
        .catch(() => ({ data: undefined }));
      const checkout = data?.checkout;
      if (checkout && (checkout.redirectUrl || checkout.status !== "AWAITING_PAYMENT")) return checkout;
    }
    return null;
  };

  const busy = placing || paying;

  return (
    <Page>
      <PageTitle>Checkout</PageTitle>
      <StepIndicator step={step} />
      <Columns>
        <section aria-labelledby="step-title">
          <h2 id="step-title" ref={heading} tabIndex={-1}>
            {step === 1 ? "Your bag" : step === 2 ? "Shipping address" : "Payment"}
          </h2>
          {step === 1 && <BagLines lines={lines} />}
          {step === 2 && needsContactEmail && (
            <TextField
              label="Email for order updates"
              type="email"
              autoComplete="email"
              field={contact.field("email")}
              error={contact.errorOf("email")}
            />
          )}
          {step === 2 && <AddressForm form={address} onValid={proceedFromAddress} chosen={addressChoice} onChoose={setAddressChoice} />}
          {step === 3 && <DeliveryPromise pincode={pincode} />}
          {step === 3 && (
            <PaymentStep
              method={method}
              onChange={(m) => (setMethod(m), setStepProblem(null))}
              problem={stepProblem}
              codUnavailable={cod && !cod.available ? cod.reason : null}
              codFee={cod && cod.fee.paise > 0 ? cod.fee.formatted : null}
            />
          )}
          {stepProblem && step !== 3 && (
            <Notice $tone="danger" role="alert">
              {stepProblem}
            </Notice>
          )}
          {orderProblem && <ErrorState problem={orderProblem} onRetry={orderProblem.retryable ? placeOrder : undefined} />}
          <Actions>
            {step > 1 && (
              <Button type="button" $variant="secondary" onClick={() => goTo((step - 1) as Step)}>
                Back
              </Button>
            )}
            {step === 1 && (
              <Button type="button" onClick={proceedFromBag} disabled={lines.length === 0}>
                {MAIN_BUTTON[1]}
              </Button>
            )}
            {step === 2 && (
              <Button type="submit" form={ADDRESS_FORM_ID}>
                {MAIN_BUTTON[2]}
              </Button>
            )}
            {step === 3 && (
              <Button type="button" onClick={placeOrder} disabled={busy} aria-busy={busy}>
                {paying ? "Waiting for payment..." : placing ? "Placing order..." : MAIN_BUTTON[3]}
              </Button>
            )}
          </Actions>
        </section>
        {totals && bag && lines.length > 0 && (
          <aside>
            <OrderSummary
              totals={totals}
              itemCount={bag.itemCount}
              gst={step === 3 ? gst : null}
              codFee={
                payingOnDelivery && payingOnDelivery.fee.paise > 0
                  ? { fee: payingOnDelivery.fee.formatted, total: payingOnDelivery.totalWithFee.formatted }
                  : null
              }
            >
              <DeliveryNote subtotalPaise={totals.subtotal.paise} deliveryPaise={totals.delivery.paise} />
              <CouponForm coupon={coupon} />
            </OrderSummary>
          </aside>
        )}
      </Columns>
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  /* minmax(0, ...): a long line never widens the page past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${fromDesktop} { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; aside { position: sticky; top: 90px; } }
  h2 { margin-top: 0; outline: none; }
  .lines { list-style: none; margin: 0; padding: 0; }
  .empty { padding: 1rem 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-top: 1.5rem;
`;
