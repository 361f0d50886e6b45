// A large catalogue for the benchmarks: 10,000 products in 20 categories by default, the same
// on every run (a seeded pseudo-random sequence), written straight into a migrated database.
// Images point at /assets/ paths that need no files: the benchmarks measure the API, not disk.

const CATEGORIES = [
  "Handbags",
  "Tote Bags",
  "Sling Bags",
  "Laptop Bags",
  "Clutches",
  "Travel Duffles",
  "Men's Wallets",
  "Women's Wallets",
  "Card Holders",
  "Laptop Backpacks",
  "Travel Backpacks",
  "College Backpacks",
  "Messenger Bags",
  "Briefcases",
  "Belt Bags",
  "Potli Bags",
  "Gym Bags",
  "Kids Backpacks",
  "Trolley Bags",
  "Pouches",
];
const KINDS = [
  "Backpack",
  "Tote",
  "Sling",
  "Satchel",
  "Wallet",
  "Card Holder",
  "Duffle",
  "Clutch",
  "Messenger",
  "Briefcase",
  "Pouch",
  "Rucksack",
];
const ADJECTIVES = [
  "Classic",
  "Urban",
  "Slim",
  "Heritage",
  "Everyday",
  "Travel",
  "Vintage",
  "Compact",
  "Premium",
  "Rugged",
  "Minimal",
  "Festive",
  "Monsoon",
  "Campus",
  "Weekend",
];
const MATERIALS = ["Leather", "Cotton", "Wool", "Denim", "Polyester", "Silk", "Linen", "Viscose", "Fleece", "Canvas", "Nylon", "Jute"];
const COLORS = ["red", "blue", "black", "green", "yellow", "gray", "white", "pink", "cream", "navy"];
const SIZES = ["Small", "Medium", "Large", "XL"];
const GENDERS = ["male", "female", "unisex"];
const COLLECTIONS = ["Bag's", "Bag's on sale", "Wallets", "Backpacks"];
const BRANDS = [
  "Kora Craft",
  "Metro Pack",
  "Hidehouse",
  "Zaria",
  "Chandni",
  "Wildtrail",
  "Nomad & Co.",
  "Urban Tribe",
  "Indigo Weave",
  "Tiny Trails",
  "Baghouse",
  "Safar",
  "Roadster Co.",
  "Mumbai Leather",
  "Jaipur Looms",
  "Pine & Peak",
  "Kaveri",
  "Sahyadri",
  "Blue Lotus",
  "Desert Rose",
];
const TAGS = [
  "office",
  "gift",
  "travel",
  "college",
  "laptop",
  "festive",
  "eco",
  "waterproof",
  "anti-theft",
  "party",
  "gym",
  "kids",
  "trek",
  "wedding",
  "everyday",
];
const PHRASES = [
  "Padded laptop compartment and a quick-access front pocket.",
  "Water-resistant fabric that shrugs off monsoon showers.",
  "Hand-finished edges and reinforced stitching at every stress point.",
  "Adjustable strap that sits comfortably through a long commute.",
  "Slots for cards, a coin pocket and room for notes.",
  "Lightweight enough to carry all day, sturdy enough for years.",
  "Lined interior with a zip pocket for keys and earphones.",
  "Made in small batches by artisans in Kanpur and Jaipur.",
];

/** A deterministic pseudo-random generator (mulberry32): the same seed makes the same catalogue. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateCatalog(client, { products = 10_000, seed = 42 } = {}) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const some = (list, max) => [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list)))];

  const categoryIds = [];
  for (const [i, name] of CATEGORIES.entries()) {
    const slug = name.toLowerCase().replace(/'/g, "").replace(/\s+/g, "-");
    const { rows } = await client.query(
      `INSERT INTO categories (name, slug, description, is_published) VALUES ($1, $2, $3, $4) RETURNING id`,
      [name, slug, `${name} for every day`, i !== CATEGORIES.length - 1],
    );
    categoryIds.push(rows[0].id);
  }

  const columns = [
    "name",
    "slug",
    "sku",
    "brand",
    "collection",
    "category_id",
    "description",
    "price_paise",
    "discount_price_paise",
    "count_in_stock",
    "weight",
    "sizes",
    "colors",
    "tags",
    "material",
    "gender",
    "rating",
    "num_reviews",
    "sold_count",
    "images",
    "is_published",
    "is_featured",
    "created_at",
  ];
  const epoch = Date.UTC(2025, 0, 1);
  const batch = 400;
  for (let start = 0; start < products; start += batch) {
    const values = [];
    const rows = [];
    for (let i = start; i < Math.min(products, start + batch); i++) {
      const kind = pick(KINDS);
      const material = pick(MATERIALS);
      const name = `${pick(ADJECTIVES)} ${material} ${kind}`;
      const price = 299 + Math.floor(next() * 97) * 100;
      const discounted = next() < 0.3;
      const row = [
        name,
        `${name.toLowerCase().replace(/\s+/g, "-")}-${i + 1}`,
        `BENCH-${String(i + 1).padStart(5, "0")}`,
        pick(BRANDS),
        pick(COLLECTIONS),
        pick(categoryIds),
        `<p>${pick(PHRASES)} ${pick(PHRASES)}</p><ul><li>${material}</li><li>${kind} for ${pick(TAGS)} use</li></ul>`,
        price * 100,
        discounted ? Math.round(price * (0.6 + next() * 0.3)) * 100 : null,
        next() < 0.05 ? 0 : Math.floor(next() * 120),
        Math.round(next() * 20) / 10,
        some(SIZES, 2),
        some(COLORS, 3),
        some(TAGS, 3),
        material,
        pick(GENDERS),
        Math.round(next() * 50) / 10,
        Math.floor(next() * 400),
        Math.floor(next() * 600),
        JSON.stringify([{ url: `/assets/${uuidFrom(next)}/large.jpg`, altText: name }]),
        next() > 0.02,
        next() < 0.05,
        new Date(epoch + Math.floor(next() * 600 * 86_400_000)),
      ];
      rows.push(`(${row.map((_, c) => `$${values.length + c + 1}`).join(", ")})`);
      values.push(...row);
    }
    await client.query(`INSERT INTO products (${columns.join(", ")}) VALUES ${rows.join(", ")}`, values);
  }
  await client.query("ANALYZE");
  return { products, categories: CATEGORIES.length };
}

function uuidFrom(next) {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
