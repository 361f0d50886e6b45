import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// The admin's screens are lazy routes that load their code on first use: on a busy 2-core machine
// (CI runs the API tests beside these) that can pass findBy's default 1 s, so tests wait up to 3 s
// for what they look for (a wait, not an assertion on speed).
configure({ asyncUtilTimeout: 3000 });
