/**
 * Razorpay Checkout in the payment step: its script is loaded here, when a UPI checkout is
 * placed, and never in the first-visit bundle. Opening it resolves once the shopper has paid
 * (with the fields the server verifies) or closed it; a failed attempt keeps it open for another
 * try, as Razorpay does, and closing it after one counts as a failed payment.
 */
export interface RazorpayHandoff {
  keyId: string;
  orderId: string;
  amount: { paise: number };
  scriptUrl: string;
  /** The ways of paying the shop enables (UPI, CARD, NETBANKING, WALLET): Checkout offers only these. */
  methods: readonly string[];
}

/** Razorpay Checkout's `method` option: each way of paying on or off, as the shop enables them. */
function checkoutMethods(enabled: readonly string[]): Record<string, boolean> {
  const on = (method: string) => enabled.includes(method);
  return { upi: on("UPI"), card: on("CARD"), netbanking: on("NETBANKING"), wallet: on("WALLET") };
}

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type RazorpayOutcome = { kind: "paid"; response: RazorpaySuccess } | { kind: "failed" } | { kind: "dismissed" };

interface RazorpayInstance {
  on(event: "payment.failed", callback: () => void): void;
  open(): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const loaded = new Map<string, Promise<RazorpayConstructor>>();

function loadScript(url: string): Promise<RazorpayConstructor> {
  let loading = loaded.get(url);
  if (!loading) {
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.onload = () => {
        const constructor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (constructor) resolve(constructor);
        else reject(new Error("Razorpay Checkout did not load"));
      };
      script.onerror = () => {
        loaded.delete(url);
        reject(new Error("Razorpay Checkout could not be loaded"));
      };
      document.head.appendChild(script);
    });
    loaded.set(url, loading);
  }
  return loading;
}

export async function payWithRazorpay(
  handoff: RazorpayHandoff,
  shopper: { name: string; email: string; phone: string },
): Promise<RazorpayOutcome> {
  const Razorpay = await loadScript(handoff.scriptUrl);
  return new Promise<RazorpayOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: handoff.keyId,
      order_id: handoff.orderId,
      amount: handoff.amount.paise,
      currency: "INR",
      name: "Bagzone",
      description: "Your Bagzone order",
      prefill: {
        name: shopper.name,
        email: shopper.email,
        contact: shopper.phone,
        ...(handoff.methods.includes("UPI") ? { method: "upi" } : {}),
      },
      method: checkoutMethods(handoff.methods),
      handler: (response: RazorpaySuccess) => resolve({ kind: "paid", response }),
      modal: { ondismiss: () => resolve({ kind: attemptFailed ? "failed" : "dismissed" }) },
    });
    let attemptFailed = false;
    checkout.on("payment.failed", () => void (attemptFailed = true));
    checkout.open();
  });
}
