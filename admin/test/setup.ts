import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// The admin's screens are lazy routes that load their code on first use, which in jest means
// transforming and running the module: on a 2-core machine running three test files at once that
// can pass findBy's default 1 s. findBy answers as soon as the screen is there, so the bound is
// generous: a wait, not an assertion on speed.
configure({ asyncUtilTimeout: 10_000 });
