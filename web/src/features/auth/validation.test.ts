import { describe, expect, it } from "vitest";
import { newPasswordProblem, signUpProblem, type SignUpForm } from "./validation";

const valid: SignUpForm = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "analytical",
  confirmPassword: "analytical",
  agreeToTerms: true,
};

describe("signUpProblem", () => {
  it("accepts a complete form", () => {
    expect(signUpProblem(valid)).toBeNull();
  });

  it("reports the rules in the spec's order, one at a time, as each is fixed", () => {
    const form: SignUpForm = {
      firstName: " ",
      lastName: "",
      email: "  ",
      password: "1234567",
      confirmPassword: "x",
      agreeToTerms: false,
    };
    const seen: string[] = [];
    const fixes: Partial<SignUpForm>[] = [
      { firstName: "Ada" },
      { lastName: "Lovelace" },
      { email: "ada@example.com" },
      { password: "12345678" },
      { confirmPassword: "12345678" },
      { agreeToTerms: true },
    ];
    let current = form;
    for (const fix of fixes) {
      const problem = signUpProblem(current);
      expect(problem).not.toBeNull();
      seen.push(`${problem!.field}: ${problem!.message}`);
      current = { ...current, ...fix };
    }
    expect(signUpProblem(current)).toBeNull();
    expect(seen).toEqual([
      "firstName: First name is required",
      "lastName: Last name is required",
      "email: Email is required",
      "password: Password must be at least 8 characters long",
      "confirmPassword: Passwords do not match",
      "agreeToTerms: You must agree to the terms and conditions",
    ]);
  });

  it("trims names and e-mail for emptiness only, and counts the password as typed", () => {
    expect(signUpProblem({ ...valid, lastName: "\t\n" })?.message).toBe("Last name is required");
    // Eight spaces are eight characters: the password is never trimmed.
    expect(signUpProblem({ ...valid, password: "        ", confirmPassword: "        " })).toBeNull();
    expect(signUpProblem({ ...valid, password: "abcdefg", confirmPassword: "abcdefg" })?.message).toBe(
      "Password must be at least 8 characters long",
    );
    expect(signUpProblem({ ...valid, confirmPassword: "analytical " })?.message).toBe("Passwords do not match");
  });
});

describe("newPasswordProblem", () => {
  it("follows sign-up's password rules", () => {
    expect(newPasswordProblem("short", "short")).toEqual({
      field: "password",
      message: "Password must be at least 8 characters long",
    });
    expect(newPasswordProblem("long enough", "long enuff")).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
    expect(newPasswordProblem("long enough", "long enough")).toBeNull();
  });
});
