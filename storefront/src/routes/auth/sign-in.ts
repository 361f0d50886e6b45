import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { notify } from "../../lib/notify";
import { useCart } from "../../cart/CartProvider";
import type { CallResult } from "@shop/client/call-result";
import type { SignedIn } from "../../lib/session";
import type { Form } from "../../lib/use-form";

/** Where a shopper goes after signing in, from the `redirect` query parameter. */
function destinationAfterSignIn(redirect: string | null): string {
  return redirect?.includes("checkout") ? "/checkout" : "/";
}

/**
 * What happens after login (by email or phone), registration or a password reset: an admin goes to the
 * admin app; a shopper's guest cart is merged into their cart, then they go on to checkout when
 * they came from it, else home.
 */
export function useCompleteSignIn() {
  const { signIn } = useCart();
  const navigate = useNavigate();
  return useCallback(
    async (auth: SignedIn, redirect: string | null) => {
      await signIn(auth);
      // The layout sends a signed-in admin to the admin app; navigating here as well started a
      // second page load that aborted the first.
      if (auth.user.role === "ADMIN") return;
      void navigate(destinationAfterSignIn(redirect), { replace: true });
    },
    [signIn, navigate],
  );
}

/**
 * A sign-in form's submit: runs the call; a failure is kept on screen, toasted and its
 * field problems shown on the form; a success signs in and moves on.
 */
export function useSignInAttempt<F extends string>(form: Form<F>) {
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (call: () => Promise<CallResult<SignedIn>>) => {
    setFailure(null);
    const result = await call();
    if (!result.ok) {
      setFailure(result.error.message);
      if (result.error.kind === "validation") form.setServerErrors(result.error.fields);
      notify.error(result.error.message);
      return;
    }
    await completeSignIn(result.data, redirect);
  };
  return { failure, redirect, run };
}

/** Keeps `redirect` when the shopper switches between login and register. */
export const withRedirect = (path: string, redirect: string | null) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
