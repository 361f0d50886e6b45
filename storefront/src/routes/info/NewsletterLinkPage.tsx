import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useMutation } from "@apollo/client/react";
import { Button } from "../../components/ui/Button";
import { Page, PageTitle } from "../../components/ui/Page";
import { Notice } from "../../components/ui/Status";
import { ConfirmNewsletterSubscriptionDocument, UnsubscribeFromNewsletterDocument } from "../../gql/graphql";
import { attempt } from "@shop/client/call-result";
import { usePageMeta } from "../../lib/page-meta";
import { STOREFRONT_PAGES } from "@shop/words/storefront-pages";
import { useShopPolicies, welcomeOfferText } from "../../lib/shop-policies";

const PAGES = {
  confirm: {
    title: STOREFRONT_PAGES.newsletterConfirm.title,
    intro: (offer: string) => `Confirm that you want Bagzone's newsletter, and we will email you a code for ${offer}.`,
    button: "Confirm my subscription",
    failed: "This confirmation link is not valid any more. Please sign up again from the footer.",
  },
  unsubscribe: {
    title: STOREFRONT_PAGES.newsletterUnsubscribe.title,
    intro: () => "Stop receiving Bagzone's newsletter at this address.",
    button: "Unsubscribe",
    failed: "This unsubscribe link is not valid. If you still get our emails, please write to us from the contact page.",
  },
} as const;

/**
 * The newsletter email's links (/newsletter/confirm and /newsletter/unsubscribe?token=...). The
 * shopper presses the button: a mail scanner that opens links neither confirms nor unsubscribes.
 */
export function NewsletterLinkPage({ action }: { action: keyof typeof PAGES }) {
  const text = PAGES[action];
  const intro = text.intro(welcomeOfferText(useShopPolicies()));
  usePageMeta(text.title, intro);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [confirm, confirming] = useMutation(ConfirmNewsletterSubscriptionDocument);
  const [unsubscribe, unsubscribing] = useMutation(UnsubscribeFromNewsletterDocument);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const busy = confirming.loading || unsubscribing.loading;

  const act = async () => {
    const result =
      action === "confirm"
        ? await attempt(
            () => confirm({ variables: { token } }),
            text.failed,
            (d) => d.confirmNewsletterSubscription,
          )
        : await attempt(
            () => unsubscribe({ variables: { token } }),
            text.failed,
            (d) => d.unsubscribeFromNewsletter,
          );
    setOutcome(
      result.ok
        ? { ok: true, message: result.data.message }
        : {
            ok: false,
            message: result.error.kind === "not-found" ? text.failed : result.error.message,
          },
    );
  };

  return (
    <Page>
      <PageTitle>{text.title}</PageTitle>
      {outcome ? (
        <Notice $tone={outcome.ok ? undefined : "danger"} role={outcome.ok ? "status" : "alert"}>
          {outcome.message}
        </Notice>
      ) : token ? (
        <>
          <p>{intro}</p>
          <Button type="button" onClick={act} disabled={busy} aria-busy={busy}>
            {text.button}
          </Button>
        </>
      ) : (
        <Notice $tone="danger" role="alert">
          {text.failed}
        </Notice>
      )}
      <p>
        <Link to="/">Continue shopping</Link>
      </p>
    </Page>
  );
}
