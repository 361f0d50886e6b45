/** The shop's contacts and marketing texts, in one place. Fees, times, windows and ways of paying are the API's (shop-policies.ts, payment-methods.ts). */
export const SHOP = {
  name: "Bagzone",
  phone: "+91 98765 43210",
  phoneHref: "tel:+919876543210",
  email: "support@bagzone.in",
  /** Chat with the shop on WhatsApp. */
  chatHref: "https://wa.me/919876543210",
  social: [
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "X (Twitter)", href: "https://x.com/" },
  ],
} as const;

/** Information pages, linked from the footer's Support column and the mobile menu. */
export const SUPPORT_LINKS = [
  { label: "Contact Us", to: "/contact-us" },
  { label: "FAQ", to: "/faq" },
  { label: "Shipping Policy", to: "/shipping-policy" },
  { label: "Refund and Return", to: "/refund-and-return" },
  { label: "Terms and Conditions", to: "/terms-and-conditions" },
  { label: "Privacy Policy", to: "/privacy-policy" },
] as const;
