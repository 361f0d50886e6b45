import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Lazy screens (the bag drawer, pages) load their code on first use: on a busy 2-core machine that
// can pass findBy's default 1 s, so tests wait up to 3 s for what they look for (a wait, not an assertion on speed).
configure({ asyncUtilTimeout: 3000 });
