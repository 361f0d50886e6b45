import {
  clearSession,
  isAdmin,
  isStoredUser,
  readSession,
  readToken,
  saveSession,
  saveSessionUser,
  type SessionUser,
} from "../src/session";

const customer: SessionUser = {
  id: "u1",
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  signInPhone: null,
  role: "CUSTOMER",
  permissions: [],
  phone: "9876543210",
  address: null,
  city: null,
  state: null,
  postalCode: null,
};

describe("the browser session", () => {
  beforeEach(() => localStorage.clear());

  it("is kept under the keys both apps read: token and userInfo", () => {
    saveSession({ token: "t", user: customer });
    expect(localStorage.getItem("token")).toBe("t");
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toEqual(customer);
    expect(readSession()).toEqual({ token: "t", user: customer });
    expect(readToken()).toBe("t");
    expect(isStoredUser(customer)).toBe(true);

    const moved = { ...customer, city: "Pune" };
    expect(isStoredUser(moved)).toBe(false);
    saveSessionUser(moved);
    expect(readSession()?.user.city).toBe("Pune");
  });

  it("is forgotten whole at logout: token, user, bag and guest identity, in the original shop's keys too", () => {
    localStorage.setItem("guestId", "gc_old");
    localStorage.setItem("cart", JSON.stringify({ products: [] }));
    localStorage.setItem("user", JSON.stringify(customer));
    saveSession({ token: "t", user: customer });
    clearSession();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(readSession()).toBeNull();
  });

  it("honours a user stored under the original shop's key", () => {
    localStorage.setItem("token", "t");
    localStorage.setItem("user", JSON.stringify({ email: "old@example.in", role: "admin" }));
    expect(readSession()?.user.email).toBe("old@example.in");
    expect(isAdmin(readSession()?.user)).toBe(true);
  });

  it("is none when half of it is missing or the user is unreadable", () => {
    localStorage.setItem("token", "t");
    expect(readSession()).toBeNull();
    localStorage.setItem("userInfo", "{not json");
    expect(readSession()).toBeNull();
    localStorage.setItem("userInfo", JSON.stringify({ name: "no role" }));
    expect(readSession()).toBeNull();
    localStorage.clear();
    localStorage.setItem("userInfo", JSON.stringify(customer));
    expect(readSession()).toBeNull();
  });

  it("tells an admin from a customer, and no one", () => {
    expect(isAdmin({ ...customer, role: "ADMIN" })).toBe(true);
    expect(isAdmin(customer)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
