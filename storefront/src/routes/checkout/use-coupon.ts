import { useCallback, useState } from "react";
import { useCart } from "../../cart/CartProvider";

/**
 * The coupon of the bag, kept by the server with the bag: it survives a reload and the trip to
 * the payment page, its discount is in the bag's totals, and when it stops working the server
 * takes it off and says why (`notice`), which stays until the shopper dismisses it.
 */
export function useCoupon() {
  const cart = useCart();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { applyCoupon, removeCoupon } = cart;

  const check = useCallback(
    async (rawCode: string) => {
      const code = rawCode.trim().toUpperCase();
      if (!code) return setProblem("Please enter a coupon code");
      setChecking(true);
      const result = await applyCoupon(code);
      setChecking(false);
      setProblem(result.ok ? null : result.error.message);
    },
    [applyCoupon],
  );

  const remove = useCallback(async () => {
    setProblem(null);
    await removeCoupon();
  }, [removeCoupon]);

  const bag = cart.cart;
  return {
    code: bag?.couponCode ?? null,
    discount: bag && bag.totals.discount.paise > 0 ? bag.totals.discount.formatted : null,
    notice: bag?.couponNotice ?? null,
    problem,
    checking,
    check,
    remove,
  };
}
