import type { SandboxOrder } from "./razorpay-sandbox";

/** Messages from the sandbox's checkout frame to checkout.js in the shop's page carry this source. */
const MESSAGE_SOURCE = "razorpay-sandbox";

/**
 * The sandbox's checkout.js: `new Razorpay(options).open()` as Razorpay documents it (key,
 * order_id, handler, modal.ondismiss, `on("payment.failed", ...)`), opening the sandbox's
 * checkout page in a frame over the shop's page.
 */
export function checkoutScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) { this.options = options || {}; this.listeners = {}; }
  Razorpay.prototype.on = function (name, callback) { (this.listeners[name] = this.listeners[name] || []).push(callback); };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var overlay = document.createElement("div");
    overlay.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:2147483647;display:flex;align-items:center;justify-content:center";
    var frame = document.createElement("iframe");
    frame.title = "Razorpay Checkout (sandbox)";
    frame.src = ORIGIN + "/checkout/" + encodeURIComponent(o.order_id) + "?key_id=" + encodeURIComponent(o.key);
    frame.style.cssText = "width:min(420px,95vw);height:min(520px,90vh);border:0;border-radius:8px;background:#fff";
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    function onMessage(event) {
      if (event.origin !== ORIGIN || !event.data || event.data.source !== ${JSON.stringify(MESSAGE_SOURCE)}) return;
      // As Razorpay's: a failed attempt is reported and the shopper may try again or close.
      if (event.data.result === "failed") { (self.listeners["payment.failed"] || []).forEach(function (cb) { cb({ error: event.data.error }); }); return; }
      window.removeEventListener("message", onMessage);
      overlay.remove();
      if (event.data.result === "success") { if (o.handler) o.handler(event.data.response); }
      else if (o.modal && o.modal.ondismiss) { o.modal.ondismiss(); }
    }
    window.addEventListener("message", onMessage);
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** The page in the frame: the amount, and Pay, Fail and Cancel. */
export function checkoutPage(order: SandboxOrder, escapeHtml: (text: string) => string): string {
  const rupees = `Rs. ${(order.amount / 100).toFixed(2)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (sandbox)</title></head>
<body style="font-family: sans-serif; margin: 1.5rem">
<h1 style="font-size: 1.25rem">Pay with UPI (Razorpay sandbox)</h1>
<p role="note" style="background: #fff3cd; padding: 0.5rem 0.75rem"><strong>Test mode: no money is taken.</strong></p>
<p>Amount: <strong>${escapeHtml(rupees)}</strong></p>
<p>Order ${escapeHtml(order.id)}</p>
<p><button type="button" data-action="pay">Pay</button> <button type="button" data-action="fail">Fail</button> <button type="button" data-action="cancel">Cancel</button></p>
<p role="alert" id="problem"></p>
<script>
  var orderId = ${JSON.stringify(order.id)};
  function tell(message) { message.source = ${JSON.stringify(MESSAGE_SOURCE)}; parent.postMessage(message, "*"); }
  document.querySelectorAll("button").forEach(function (button) {
    button.addEventListener("click", function () {
      var action = button.getAttribute("data-action");
      if (action === "cancel") return tell({ result: "dismissed" });
      fetch("/checkout/" + orderId + "/" + action, { method: "POST" }).then(function (r) { return r.json(); }).then(function (answer) {
        if (action === "pay") tell({ result: "success", response: answer });
        else (document.getElementById("problem").textContent = "Payment failed. Try again, or Cancel to go back to the shop."), tell({ result: "failed", error: { code: "BAD_REQUEST_ERROR", description: "Payment failed", reason: "payment_failed", metadata: { order_id: orderId, payment_id: answer.paymentId } } });
      });
    });
  });
</script>
</body></html>`;
}
