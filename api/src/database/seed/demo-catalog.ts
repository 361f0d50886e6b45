import type { BagShape } from "./bag-pictures";

/**
 * The demo shop's catalogue: the header's menus (Bag's on sale, Bag's, Wallets, Backpacks;
 * Bestsellers is computed) as collections over twelve categories, and 64 products whose
 * colours, materials, sizes and genders cover every filter option of SPEC §9.
 */

export const BAGS = "Bag's";
export const BAGS_ON_SALE = "Bag's on sale";
export const WALLETS = "Wallets";
export const BACKPACKS = "Backpacks";

export interface DemoCategory {
  name: string;
  description: string;
  /** The menu it sits under: products of the category belong to this collection (discounted bags: Bag's on sale). */
  collection: string;
  shape: BagShape;
  color: string;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: "Handbags", description: "Structured satchels, hobos and top-handle bags for work and weekends.", collection: BAGS, shape: "handbag", color: "cream" },
  { name: "Tote Bags", description: "Roomy totes in canvas, jute, denim and linen for everything you carry.", collection: BAGS, shape: "tote", color: "navy" },
  { name: "Sling Bags", description: "Hands-free cross-body slings for commutes, markets and festivals.", collection: BAGS, shape: "sling", color: "black" },
  { name: "Laptop Bags", description: "Messengers and briefcases with padded sleeves for 14 to 16 inch laptops.", collection: BAGS, shape: "laptop", color: "gray" },
  { name: "Clutches", description: "Evening clutches and potlis for weddings, parties and festive days.", collection: BAGS, shape: "clutch", color: "pink" },
  { name: "Travel Duffles", description: "Weekenders, gym bags and cabin-friendly duffles.", collection: BAGS, shape: "duffle", color: "green" },
  { name: "Men's Wallets", description: "Bifolds and trifolds with RFID-safe card slots and coin pockets.", collection: WALLETS, shape: "wallet", color: "black" },
  { name: "Women's Wallets", description: "Zip-arounds, envelopes and long wallets with room for cards and notes.", collection: WALLETS, shape: "wallet", color: "pink" },
  { name: "Card Holders", description: "Slim cases for the cards you actually use.", collection: WALLETS, shape: "cardholder", color: "navy" },
  { name: "Laptop Backpacks", description: "Padded, water-resistant backpacks for the office and the daily commute.", collection: BACKPACKS, shape: "backpack", color: "black" },
  { name: "Travel Backpacks", description: "Trekking packs, cabin backpacks and daypacks for the road.", collection: BACKPACKS, shape: "backpack", color: "green" },
  { name: "College Backpacks", description: "Light, bright backpacks for campus, school and everything after.", collection: BACKPACKS, shape: "backpack", color: "red" },
];

export interface DemoProduct {
  name: string;
  category: string;
  brand: string;
  /** Rupees. */
  price: number;
  discountPrice?: number;
  colors: string[];
  sizes: string[];
  material: string;
  gender: "male" | "female" | "unisex";
  countInStock: number;
  pitch: string;
  tags: string[];
  isPublished?: boolean;
}

const p = (
  category: string,
  name: string,
  brand: string,
  price: number,
  discountPrice: number | undefined,
  colors: string[],
  sizes: string[],
  material: string,
  gender: DemoProduct["gender"],
  countInStock: number,
  pitch: string,
  tags: string[],
): DemoProduct => ({ category, name, brand, price, discountPrice, colors, sizes, material, gender, countInStock, pitch, tags });

export const DEMO_PRODUCTS: DemoProduct[] = [
  p("Handbags", "Aria Structured Satchel", "Zaria", 3499, 2799, ["cream", "pink"], ["Medium"], "Leather", "female", 14, "A clean-lined satchel that goes from the boardroom to dinner without a second thought.", ["office", "satchel"]),
  p("Handbags", "Meher Embroidered Handbag", "Chandni", 2899, undefined, ["red", "pink"], ["Medium"], "Silk", "female", 9, "Hand-embroidered silk with a zari border, made by artisans in Lucknow.", ["festive", "embroidered", "gift"]),
  p("Handbags", "Noor Quilted Shoulder Bag", "Zaria", 3999, 3199, ["black"], ["Large"], "Viscose", "female", 6, "Soft diamond quilting and a gold-tone chain strap for evenings out.", ["party", "quilted"]),
  p("Handbags", "Kavya Linen Hobo Bag", "Kora Craft", 2199, undefined, ["white"], ["Large"], "Linen", "female", 18, "A slouchy, breathable linen hobo for long summer days.", ["summer", "hobo"]),
  p("Handbags", "Ira Mini Top-Handle Bag", "Chandni", 1899, undefined, ["yellow"], ["Small"], "Polyester", "female", 0, "A sunny mini bag with a detachable strap: small, but fits your phone and keys.", ["mini", "party"]),
  p("Handbags", "Tiara Bucket Bag", "Zaria", 2599, undefined, ["cream", "yellow"], ["Medium"], "Cotton", "female", 11, "A drawstring bucket bag in thick cotton twill with a leather-look base.", ["bucket", "casual"]),

  p("Tote Bags", "Everyday Canvas Tote", "Kora Craft", 999, undefined, ["cream", "navy"], ["Large"], "Cotton", "unisex", 40, "Heavy 12 oz cotton canvas that carries groceries, gym kit or a laptop.", ["shopping", "everyday"]),
  p("Tote Bags", "Indigo Denim Tote", "Indigo Weave", 1299, 999, ["blue"], ["Large"], "Denim", "unisex", 22, "Upcycled selvedge denim with copper rivets at the handles.", ["denim", "eco"]),
  p("Tote Bags", "Market Jute Tote", "Kora Craft", 699, undefined, ["green"], ["Medium"], "Jute", "unisex", 55, "Hand-woven jute with cotton handles: the plastic-free way to the sabzi mandi.", ["eco", "shopping", "jute"]),
  p("Tote Bags", "Linen Beach Tote", "Indigo Weave", 1499, undefined, ["white", "blue"], ["XL"], "Linen", "female", 16, "An oversized linen tote for towels, sunscreen and a paperback.", ["beach", "summer", "travel"]),
  p("Tote Bags", "Wool Felt Work Tote", "Metro Pack", 2499, 1999, ["gray"], ["Large"], "Wool", "unisex", 8, "Pressed wool felt keeps its shape and cushions a 14 inch laptop.", ["office", "laptop", "felt"]),
  p("Tote Bags", "Printed Silk Tote", "Chandni", 1799, undefined, ["pink"], ["Medium"], "Silk", "female", 12, "Block-printed silk outside, cotton lining inside, and a magnetic snap.", ["printed", "gift"]),
  p("Tote Bags", "Fleece Lined Winter Tote", "Urban Tribe", 1399, undefined, ["gray", "navy"], ["Large"], "Fleece", "female", 0, "A quilted tote lined with soft fleece for the Delhi winter.", ["winter", "quilted"]),

  p("Sling Bags", "Metro Crossbody Sling", "Metro Pack", 1299, undefined, ["black", "gray"], ["Small"], "Polyester", "male", 30, "Water-repellent and slim enough to wear under a jacket on the metro.", ["commute", "crossbody"]),
  p("Sling Bags", "Trail Chest Sling", "Wildtrail", 1499, 1199, ["green", "black"], ["Small"], "Polyester", "male", 19, "A chest sling with a bottle loop and a hidden passport pocket.", ["trek", "travel", "crossbody"]),
  p("Sling Bags", "Saanjh Embroidered Sling", "Chandni", 1199, undefined, ["red"], ["Small"], "Cotton", "female", 13, "Mirror-work embroidery on handloom cotton, with an adjustable strap.", ["festive", "embroidered"]),
  p("Sling Bags", "Denim Festival Sling", "Indigo Weave", 899, 749, ["blue"], ["Small"], "Denim", "female", 25, "A faded denim sling with room for your phone, wallet and lip balm.", ["festival", "denim"]),
  p("Sling Bags", "Compact Phone Sling", "Urban Tribe", 799, undefined, ["yellow", "pink"], ["Small"], "Polyester", "female", 34, "Just big enough for a 6.7 inch phone and two cards.", ["mini", "phone"]),
  p("Sling Bags", "Leather Saddle Sling", "Hidehouse", 2499, 1999, ["black"], ["Small"], "Leather", "female", 7, "Vegetable-tanned leather that darkens beautifully with use.", ["saddle", "crossbody"]),

  p("Laptop Bags", "Executive Leather Laptop Bag", "Hidehouse", 5999, 4999, ["black"], ["Large"], "Leather", "male", 10, "Full-grain leather briefcase with a padded 15.6 inch compartment.", ["office", "laptop", "briefcase"]),
  p("Laptop Bags", "Commuter 15 Inch Laptop Messenger", "Metro Pack", 2799, undefined, ["navy", "gray"], ["Large"], "Polyester", "unisex", 21, "A weatherproof messenger with a trolley sleeve and quick-release buckles.", ["office", "laptop", "messenger"]),
  p("Laptop Bags", "Slim Laptop Sleeve Bag", "Urban Tribe", 1599, undefined, ["gray"], ["Medium"], "Fleece", "unisex", 27, "A fleece-lined sleeve with handles for a 13 or 14 inch laptop.", ["laptop", "sleeve"]),
  p("Laptop Bags", "Canvas Office Briefcase", "Kora Craft", 3299, 2799, ["cream"], ["Large"], "Cotton", "male", 9, "Waxed cotton canvas with leather trims and brass buckles.", ["office", "briefcase"]),
  p("Laptop Bags", "Women's Laptop Tote", "Zaria", 3699, undefined, ["pink", "black"], ["Large"], "Polyester", "female", 0, "A laptop tote that looks like a handbag, with a padded 15 inch pocket.", ["office", "laptop", "tote"]),

  p("Clutches", "Gota Patti Wedding Clutch", "Chandni", 1999, 1499, ["red", "yellow"], ["Small"], "Silk", "female", 15, "Rajasthani gota patti on raw silk, with a detachable chain.", ["wedding", "festive", "gift"]),
  p("Clutches", "Satin Evening Clutch", "Zaria", 1599, undefined, ["black", "pink"], ["Small"], "Viscose", "female", 20, "A pleated satin clutch with a magnetic frame.", ["party", "evening"]),
  p("Clutches", "Pearl Box Clutch", "Zaria", 2299, undefined, ["white", "cream"], ["Small"], "Polyester", "female", 5, "A hard-shell box clutch studded with faux pearls.", ["wedding", "party"]),
  p("Clutches", "Velvet Potli Bag", "Chandni", 899, undefined, ["navy", "green"], ["Small"], "Viscose", "female", 38, "A drawstring potli in rich velvet with tassels, for mehendi and sangeet.", ["festive", "potli", "gift"]),
  p("Clutches", "Linen Pouch Clutch", "Kora Craft", 699, undefined, ["white", "cream"], ["Small"], "Linen", "female", 26, "A soft linen pouch that doubles as a travel organiser.", ["pouch", "travel"]),

  p("Travel Duffles", "Weekender Canvas Duffle", "Nomad & Co.", 3499, 2999, ["green", "cream"], ["XL"], "Cotton", "unisex", 12, "A 40 litre canvas weekender with a shoe compartment.", ["travel", "weekend"]),
  p("Travel Duffles", "Gym Duffle Bag", "Wildtrail", 1499, undefined, ["black", "red"], ["Large"], "Polyester", "male", 33, "A ventilated wet pocket keeps sweaty kit away from everything else.", ["gym", "sports"]),
  p("Travel Duffles", "Leather Overnighter", "Hidehouse", 7999, 6799, ["black"], ["XL"], "Leather", "male", 4, "A full-grain leather overnighter that fits under a cabin seat.", ["travel", "cabin", "gift"]),
  p("Travel Duffles", "Foldable Travel Duffle", "Nomad & Co.", 1199, undefined, ["navy", "blue"], ["XL"], "Polyester", "unisex", 0, "Folds into its own pocket: the extra bag for the shopping on the way back.", ["travel", "packable"]),
  p("Travel Duffles", "Kids Sports Duffle", "Wildtrail", 999, undefined, ["blue", "red"], ["Medium"], "Polyester", "unisex", 24, "A sturdy duffle for cricket whites, football boots and tiffin.", ["kids", "sports"]),

  p("Men's Wallets", "Classic Leather Bifold Wallet", "Hidehouse", 1299, undefined, ["black"], ["Small"], "Leather", "male", 60, "Eight card slots, two note compartments and a coin pocket in full-grain leather.", ["wallet", "gift", "leather"]),
  p("Men's Wallets", "RFID Slim Bifold Wallet", "Metro Pack", 999, 799, ["gray", "black"], ["Small"], "Polyester", "male", 45, "RFID-blocking lining keeps contactless cards safe from skimming.", ["wallet", "rfid", "slim"]),
  p("Men's Wallets", "Trifold Canvas Wallet", "Wildtrail", 599, undefined, ["green"], ["Small"], "Cotton", "male", 50, "A rugged trifold with a velcro closure and an ID window.", ["wallet", "outdoor"]),
  p("Men's Wallets", "Denim Chain Wallet", "Indigo Weave", 799, undefined, ["blue"], ["Small"], "Denim", "male", 17, "Raw denim with a steel chain that clips to your belt loop.", ["wallet", "denim"]),
  p("Men's Wallets", "Coin Pocket Leather Wallet", "Hidehouse", 1499, 1199, ["navy"], ["Small"], "Leather", "male", 29, "A bifold with a snap-close coin pocket, in deep navy leather.", ["wallet", "leather"]),
  p("Men's Wallets", "Wool Tweed Bifold", "Urban Tribe", 899, undefined, ["gray"], ["Small"], "Wool", "male", 14, "Himalayan tweed outside, smooth cotton inside.", ["wallet", "tweed", "gift"]),

  p("Women's Wallets", "Zip-Around Clutch Wallet", "Zaria", 1499, undefined, ["pink"], ["Medium"], "Polyester", "female", 31, "Twelve card slots, a zipped coin section and a phone pocket.", ["wallet", "zip"]),
  p("Women's Wallets", "Floral Silk Wallet", "Chandni", 999, 849, ["red", "cream"], ["Small"], "Silk", "female", 22, "A hand-printed floral wallet with a press-stud flap.", ["wallet", "printed", "gift"]),
  p("Women's Wallets", "Envelope Wallet", "Zaria", 1299, undefined, ["white"], ["Small"], "Leather", "female", 13, "A crisp envelope wallet in pebbled white leather.", ["wallet", "leather"]),
  p("Women's Wallets", "Quilted Long Wallet", "Zaria", 1699, undefined, ["black", "yellow"], ["Medium"], "Viscose", "female", 0, "A quilted long wallet with a wrist strap and gold-tone hardware.", ["wallet", "quilted"]),

  p("Card Holders", "Minimal Card Holder", "Hidehouse", 599, undefined, ["black", "navy"], ["Small"], "Leather", "unisex", 70, "Four slots and a centre pocket: everything you need, nothing you don't.", ["cardholder", "minimal", "gift"]),
  p("Card Holders", "Pop-Up Card Case", "Metro Pack", 899, 699, ["gray"], ["Small"], "Polyester", "unisex", 36, "Slide the lever and your cards fan out. RFID-blocking aluminium core.", ["cardholder", "rfid"]),
  p("Card Holders", "Linen Card Sleeve", "Kora Craft", 399, undefined, ["cream"], ["Small"], "Linen", "unisex", 48, "A featherweight linen sleeve for metro cards and ID.", ["cardholder", "eco"]),
  p("Card Holders", "Wool Felt Card Holder", "Urban Tribe", 449, undefined, ["red", "gray"], ["Small"], "Wool", "unisex", 41, "Pressed wool felt with a thumb cut-out for quick access.", ["cardholder", "felt"]),

  p("Laptop Backpacks", "Urban Commuter Laptop Backpack", "Metro Pack", 2499, 1999, ["black", "gray"], ["Large"], "Polyester", "unisex", 35, "Water-resistant, with a 15.6 inch sleeve, USB port and bottle pocket.", ["laptop", "office", "commute"]),
  p("Laptop Backpacks", "Anti-Theft Laptop Backpack", "Metro Pack", 2999, undefined, ["navy"], ["Large"], "Polyester", "male", 20, "Hidden zips and a back pocket for your passport and phone.", ["laptop", "anti-theft", "travel"]),
  p("Laptop Backpacks", "Leather Laptop Backpack", "Hidehouse", 6499, 5499, ["black"], ["Large"], "Leather", "male", 6, "A full-grain leather backpack that fits a 15 inch laptop and a change of clothes.", ["laptop", "office", "leather"]),
  p("Laptop Backpacks", "Convertible Laptop Backpack", "Zaria", 3199, undefined, ["pink", "cream"], ["Medium"], "Polyester", "female", 15, "Wear it as a backpack or carry it as a tote: the straps tuck away.", ["laptop", "convertible"]),
  p("Laptop Backpacks", "Waxed Canvas Laptop Backpack", "Kora Craft", 3799, undefined, ["green"], ["Large"], "Cotton", "unisex", 11, "Waxed cotton that shrugs off monsoon showers, with leather straps.", ["laptop", "monsoon"]),

  p("Travel Backpacks", "Trailblazer 45L Trekking Backpack", "Wildtrail", 4499, 3599, ["green", "red"], ["XL"], "Polyester", "male", 13, "An adjustable back system and rain cover for Himalayan treks.", ["trek", "travel", "hiking"]),
  p("Travel Backpacks", "Cabin Travel Backpack 35L", "Nomad & Co.", 3999, undefined, ["navy", "black"], ["XL"], "Polyester", "unisex", 18, "Opens like a suitcase and fits airline cabin limits.", ["travel", "cabin"]),
  p("Travel Backpacks", "Fleece-Lined Daypack", "Wildtrail", 1799, undefined, ["gray", "yellow"], ["Medium"], "Fleece", "unisex", 23, "A light daypack with a fleece-lined pocket for sunglasses.", ["daypack", "hiking"]),
  p("Travel Backpacks", "Packable Day Backpack", "Nomad & Co.", 999, 799, ["blue", "yellow"], ["Medium"], "Polyester", "unisex", 0, "Weighs 180 grams and folds into its own pocket.", ["packable", "travel"]),

  p("College Backpacks", "Campus Classic Backpack", "Urban Tribe", 1299, 999, ["navy", "red"], ["Large"], "Polyester", "unisex", 52, "Two big compartments, a laptop sleeve and padded straps for long days.", ["college", "school"]),
  p("College Backpacks", "Denim Campus Backpack", "Indigo Weave", 1599, undefined, ["blue"], ["Large"], "Denim", "unisex", 19, "Washed denim with contrast stitching and a front zip pocket.", ["college", "denim"]),
  p("College Backpacks", "Mini Fashion Backpack", "Zaria", 1399, undefined, ["pink", "white"], ["Small"], "Polyester", "female", 28, "A mini backpack for days that need more than a sling.", ["mini", "fashion"]),
  p("College Backpacks", "Canvas Rucksack", "Kora Craft", 1899, 1599, ["cream", "green"], ["Large"], "Cotton", "male", 16, "A drawstring rucksack with a buckled flap, in heavy cotton canvas.", ["college", "rucksack"]),
  p("College Backpacks", "Kids Dino Backpack", "Urban Tribe", 899, undefined, ["green", "yellow"], ["Small"], "Polyester", "unisex", 44, "A dinosaur-spiked backpack sized for nursery and primary school.", ["kids", "school"]),
  p("College Backpacks", "Linen Drawstring Backpack", "Indigo Weave", 699, undefined, ["white"], ["Medium"], "Linen", "female", 37, "A breathable drawstring bag for the gym, yoga or the beach.", ["gym", "drawstring"]),
];

/** A product still being prepared: only admins see it. */
DEMO_PRODUCTS.push({
  ...p("Handbags", "Heritage Leather Doctor Bag", "Hidehouse", 8999, undefined, ["black"], ["Large"], "Leather", "unisex", 0, "A hinged-frame doctor bag in full-grain leather, arriving this winter.", ["leather", "coming soon"]),
  isPublished: false,
});

/** What the product page lists under its description, by the kind of bag. */
export const FEATURES: Record<BagShape, string[]> = {
  backpack: ["Padded, breathable back panel and S-curved shoulder straps", "Front zip pocket and two side bottle pockets", "Reinforced base and YKK zips"],
  tote: ["Open top with a magnetic snap", "Inner zip pocket for keys and cards", "Handles long enough to wear on the shoulder"],
  sling: ["Adjustable cross-body strap", "Zipped main compartment and a front pocket", "Light enough to forget you are wearing it"],
  handbag: ["Top handle and a detachable shoulder strap", "Lined interior with a zip pocket and two slip pockets", "Protective metal feet on the base"],
  laptop: ["Padded laptop compartment", "Organiser panel for chargers, pens and cards", "Luggage trolley sleeve on the back"],
  duffle: ["Wide U-shaped zip opening", "Detachable, padded shoulder strap", "Separate compartment for shoes"],
  clutch: ["Snap or frame closure", "Satin lining with a slip pocket", "Optional chain strap"],
  wallet: ["Slots for cards and two note compartments", "Slim enough for a trouser pocket", "Gift box included"],
  cardholder: ["Holds four to eight cards", "Thumb slot for quick access", "Gift box included"],
};

/** Length x width x height in cm and weight in kg, by the kind of bag. */
export const MEASURES: Record<BagShape, { length: number; width: number; height: number; weight: number }> = {
  backpack: { length: 30, width: 16, height: 46, weight: 0.8 },
  tote: { length: 42, width: 12, height: 38, weight: 0.45 },
  sling: { length: 20, width: 7, height: 26, weight: 0.3 },
  handbag: { length: 32, width: 14, height: 25, weight: 0.7 },
  laptop: { length: 41, width: 9, height: 31, weight: 1.0 },
  duffle: { length: 55, width: 28, height: 30, weight: 1.1 },
  clutch: { length: 24, width: 5, height: 14, weight: 0.25 },
  wallet: { length: 11.5, width: 2, height: 9.5, weight: 0.1 },
  cardholder: { length: 10, width: 1, height: 7, weight: 0.05 },
};

export const CARE: Record<string, string> = {
  Leather: "Wipe with a dry cloth and condition twice a year; keep away from direct sunlight.",
  Silk: "Dry clean only. Store in the dust bag provided.",
  Viscose: "Spot clean gently; do not wring.",
  Linen: "Hand wash cold and dry in the shade.",
  Cotton: "Hand wash cold with mild detergent; air dry.",
  Denim: "Spot clean; the indigo may transfer when new.",
  Wool: "Brush off dust; spot clean with cold water.",
  Fleece: "Machine wash cold on a gentle cycle.",
  Polyester: "Wipe clean with a damp cloth.",
  Jute: "Keep dry; spot clean with a damp cloth.",
};

/** Demo shoppers who wrote the reviews. They get random passwords: nobody signs in as them. */
export const DEMO_CUSTOMERS = [
  { firstName: "Priya", lastName: "Sharma" },
  { firstName: "Rahul", lastName: "Verma" },
  { firstName: "Ananya", lastName: "Iyer" },
  { firstName: "Arjun", lastName: "Mehta" },
  { firstName: "Sneha", lastName: "Reddy" },
  { firstName: "Vikram", lastName: "Singh" },
];

export const DEMO_REVIEWS: { rating: number; comment: string }[] = [
  { rating: 5, comment: "Excellent quality for the price. The stitching is neat and the zips feel solid." },
  { rating: 4, comment: "Looks exactly like the pictures. Slightly smaller than I expected, but I love it." },
  { rating: 5, comment: "Bought it as a gift for my sister and she hasn't stopped using it. Delivered in two days." },
  { rating: 3, comment: "Good bag, but the colour is a shade darker than shown on my screen." },
  { rating: 4, comment: "Very comfortable to carry all day. Would be perfect with one more inside pocket." },
  { rating: 5, comment: "Second one I've bought from Bagzone. COD and quick delivery made it easy." },
  { rating: 4, comment: "Sturdy and well made. The strap could be a little longer for tall people." },
  { rating: 2, comment: "The material is nice but a seam came loose within a month. Replacement was quick though." },
  { rating: 5, comment: "Survived a week of monsoon commuting without a drop getting in. Highly recommend." },
  { rating: 4, comment: "Great value on sale. Plenty of compartments and it still looks smart." },
];

export const DEMO_BANNER_SLIDES: {
  altText: string;
  headline: string;
  text: string;
  buttonLabel: string;
  link: string;
  band: string;
  bags: { shape: BagShape; color: string }[];
}[] = [
  {
    altText: "Monsoon sale: up to 25% off backpacks that keep the rain out",
    headline: "Monsoon sale: up to 25% off",
    text: "Backpacks that keep the rain out, for college, office and the commute.",
    buttonLabel: "Shop backpacks",
    link: "/collections/laptop-backpacks",
    band: "#1f5f8b",
    bags: [{ shape: "backpack", color: "yellow" }, { shape: "backpack", color: "navy" }, { shape: "sling", color: "black" }, { shape: "backpack", color: "red" }],
  },
  {
    altText: "The wedding edit: clutches, potlis and embroidered handbags",
    headline: "The wedding edit",
    text: "Clutches, potlis and embroidered handbags for every function.",
    buttonLabel: "Shop clutches",
    link: "/collections/clutches",
    band: "#8e2a4b",
    bags: [{ shape: "clutch", color: "yellow" }, { shape: "handbag", color: "cream" }, { shape: "clutch", color: "pink" }, { shape: "handbag", color: "red" }],
  },
  {
    altText: "Wallets and card holders from Rs. 399: gifts that fit in a pocket",
    headline: "Wallets from Rs. 399",
    text: "Wallets and card holders: gifts that fit in a pocket.",
    buttonLabel: "Shop wallets",
    link: "/collections/mens-wallets",
    band: "#3d4b3c",
    bags: [{ shape: "wallet", color: "black" }, { shape: "cardholder", color: "cream" }, { shape: "wallet", color: "pink" }, { shape: "cardholder", color: "navy" }],
  },
];
