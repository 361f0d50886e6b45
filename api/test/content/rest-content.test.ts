import { startTestShop, type TestShop } from "../support/test-shop";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

describe("REST routes added for forms the original REST API had no call for", () => {
  it("POST /api/newsletter/subscribe signs an email up once, however often it is sent", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.http.post("/api/newsletter/subscribe").send({ email: " Reader@Example.com " });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Thank you for subscribing! Please confirm from the email we have sent you." });
    }
    const rows = await t.dataSource.query(`SELECT email FROM newsletter_subscribers`);
    expect(rows).toEqual([{ email: "reader@example.com" }]);
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "  " }, "Email is required"],
    [{ email: "not-an-email" }, "Enter a valid email"],
    [{ email: 42 }, "Email must be text"],
  ])("newsletter refuses %p with 400: %s", async (body, message) => {
    const res = await t.http.post("/api/newsletter/subscribe").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: "email", message });
  });

  it("POST /api/contact keeps a contact or bulk-order enquiry", async () => {
    const contact = await t.http
      .post("/api/contact")
      .send({ name: "Ravi", email: "ravi@example.com", phone: "9876543210", message: "Do you ship to Goa?" });
    expect(contact.status).toBe(201);
    expect(contact.body).toEqual({
      enquiry: {
        _id: expect.any(String),
        kind: "contact",
        name: "Ravi",
        email: "ravi@example.com",
        phone: "9876543210",
        message: "Do you ship to Goa?",
        quantity: null,
        createdAt: expect.any(String),
      },
      message: "Thank you for your message. We will get back to you soon.",
    });
    const bulk = await t.http.post("/api/contact").send({
      kind: "bulk-order",
      name: "Acme HR",
      email: "hr@acme.example",
      phone: 9876543210,
      message: "Backpacks for our team",
      quantity: 120,
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body.enquiry).toMatchObject({ kind: "bulk_order", quantity: 120, phone: "9876543210" });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM enquiries`);
    expect(n).toBe(2);
  });

  it.each([
    [{ email: "a@b.co", phone: "9876543210", message: "Hi" }, "name", "Name is required"],
    [{ name: "A", email: "nope", phone: "9876543210", message: "Hi" }, "email", "Enter a valid email"],
    [{ name: "A", email: "a@b.co", phone: "98765", message: "Hi" }, "phone", "Phone number must be 10 digits"],
    [{ name: "A", email: "a@b.co", phone: "9876543210" }, "message", "Message is required"],
    [
      { kind: "wholesale", name: "A", email: "a@b.co", phone: "9876543210", message: "Hi" },
      "kind",
      "Enquiry kind must be contact or bulk order",
    ],
    [
      { kind: "bulk_order", name: "A", email: "a@b.co", phone: "9876543210", message: "Hi", quantity: 0 },
      "quantity",
      "Quantity must be at least 1",
    ],
    [
      { kind: "bulk_order", name: "A", email: "a@b.co", phone: "9876543210", message: "Hi", quantity: "5" },
      "quantity",
      "Quantity must be a number",
    ],
    [{ name: ["A"], email: "a@b.co", phone: "9876543210", message: "Hi" }, "name", "Name must be text"],
  ])("contact refuses %p with 400 on %s", async (body, field, message) => {
    const res = await t.http.post("/api/contact").send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });
});
