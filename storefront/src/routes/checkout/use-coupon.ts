import { useCallback, useEffect, useRef, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { CheckCouponDocument, type CheckCouponQuery } from "../../gql/graphql";
import { attempt } from "../../lib/call-result";

export type AppliedCoupon = CheckCouponQuery["checkCoupon"];

/**
 * The coupon of a checkout (SPEC §4): a successful check keeps it, with the totals the server
 * computed for it; a failed one clears it and says why. Whenever the bag changes, the kept coupon
 * is checked again so the totals shown are the ones the server will charge.
 */
export function useCoupon(bagVersion: string) {
  const client = useApolloClient();
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = useCallback(
    async (rawCode: string) => {
      const code = rawCode.trim().toUpperCase();
      if (!code) {
        setApplied(null);
        setProblem("Please enter a coupon code");
        return;
      }
      setChecking(true);
      const result = await attempt(
        () => client.query({ query: CheckCouponDocument, variables: { code }, fetchPolicy: "network-only" }),
        (d) => d.checkCoupon,
        "Invalid coupon code",
      );
      setChecking(false);
      if (result.ok) {
        setApplied(result.data);
        setProblem(null);
      } else {
        setApplied(null);
        setProblem(result.problem.message);
      }
    },
    [client],
  );

  const appliedCode = applied?.coupon.code ?? null;
  const checkedFor = useRef(bagVersion);
  useEffect(() => {
    if (checkedFor.current === bagVersion) return;
    checkedFor.current = bagVersion;
    if (appliedCode) void check(appliedCode);
  }, [bagVersion, appliedCode, check]);

  const remove = useCallback(() => {
    setApplied(null);
    setProblem(null);
  }, []);

  return { applied, problem, checking, check, remove };
}
