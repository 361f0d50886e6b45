import { type DataSource, type Repository } from "typeorm";
import { ValidationError } from "../../common/errors";
import { type ListSlice, type ListWindow } from "../../common/pagination";
import { newestFirst } from "../../common/keyset";
import { Enquiry, EnquiryKind } from "./enquiry.entity";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity";
import type { NewsletterService } from "./newsletter.service";

export interface EnquiryFields {
  kind?: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  message: string;
  quantity?: number | null;
}

const VALID_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What visitors send the shop outside of orders: newsletter sign-ups and contact enquiries. */
export class ContentService {
  private readonly subscribers: Repository<NewsletterSubscriber>;
  private readonly enquiries: Repository<Enquiry>;

  constructor(
    dataSource: DataSource,
    private readonly newsletter: NewsletterService,
  ) {
    this.subscribers = dataSource.getRepository(NewsletterSubscriber);
    this.enquiries = dataSource.getRepository(Enquiry);
  }

  /** Signs an address up and emails it a confirmation link (newsletter.service.ts); signing up again is not an error. */
  async subscribe(rawEmail: string): Promise<void> {
    await this.newsletter.subscribe(validEmail(rawEmail));
  }

  async sendEnquiry(fields: EnquiryFields): Promise<Enquiry> {
    const enquiry = this.enquiries.create({
      kind: fields.kind ?? EnquiryKind.CONTACT,
      name: fields.name.trim(),
      email: validEmail(fields.email),
      phone: fields.phone.trim(),
      message: fields.message.trim(),
      quantity: fields.quantity ?? null,
    });
    await this.enquiries.insert(enquiry);
    return enquiry;
  }

  async listSubscribers(window: ListWindow): Promise<ListSlice<NewsletterSubscriber>> {
    return newestFirst("subscribers").read(this.subscribers.createQueryBuilder("x"), window);
  }

  async listEnquiries(kind: EnquiryKind | undefined, window: ListWindow): Promise<ListSlice<Enquiry>> {
    const query = this.enquiries.createQueryBuilder("x");
    if (kind) query.where("x.kind = :kind", { kind });
    return newestFirst("enquiries").read(query, window);
  }
}

function validEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!email) throw ValidationError.field("email", "Email is required");
  if (!VALID_EMAIL.test(email)) throw ValidationError.field("email", "Enter a valid email");
  return email;
}
