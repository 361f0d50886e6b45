import escapeHtml from "escape-html";
import type { Email } from "../notification/mailer";

/** Every newsletter email ends with the way out. */
function withUnsubscribe(email: Email, unsubscribeLink: string): Email {
  return {
    ...email,
    text: `${email.text}\nTo stop receiving these emails, unsubscribe here:\n${unsubscribeLink}\n`,
    html: `${email.html}<p style="color:#666;font-size:12px">To stop receiving these emails, <a href="${unsubscribeLink}">unsubscribe here</a>.</p>`,
  };
}

export function confirmSubscriptionEmail(to: string, confirmLink: string, percentage: number, unsubscribeLink: string): Email {
  return withUnsubscribe(
    {
      to,
      subject: "Confirm your Bagzone newsletter subscription",
      text: `Hello,\n\nPlease confirm that you want Bagzone's newsletter by opening this link:\n${confirmLink}\n\nOnce you confirm, we will email you a code for ${percentage}% off your first order.\nIf you did not sign up, ignore this email and you will hear nothing more from us.\n`,
      html: `<p>Hello,</p><p>Please confirm that you want Bagzone's newsletter:</p><p><a href="${confirmLink}">Confirm my subscription</a></p><p>Once you confirm, we will email you a code for ${percentage}% off your first order.</p><p>If you did not sign up, ignore this email and you will hear nothing more from us.</p>`,
    },
    unsubscribeLink,
  );
}

export function welcomeCodeEmail(to: string, code: string, percentage: number, shopLink: string, unsubscribeLink: string): Email {
  return withUnsubscribe(
    {
      to,
      subject: `Your ${percentage}% off code for your first Bagzone order`,
      text: `Welcome to Bagzone!\n\nYour code for ${percentage}% off your first order is ${code}\nEnter it at checkout, signed in with an account under ${to}; it works once.\n\nShop now: ${shopLink}\n`,
      html: `<p>Welcome to Bagzone!</p><p>Your code for ${percentage}% off your first order is <strong>${escapeHtml(code)}</strong>.</p><p>Enter it at checkout, signed in with an account under ${escapeHtml(to)}; it works once.</p><p><a href="${shopLink}">Shop now</a></p>`,
    },
    unsubscribeLink,
  );
}
