import { currentPasswordField, email, fullNameField, newPasswordField } from "./auth";
import { z } from "./zod";

/** 'Wachtwoord wijzigen' on the account page. */
export const ChangePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});

/** The forgotten-password page: only the address's form is checked (its account never shows). */
export const ForgotPasswordSchema = z.object({ email });

/** The reset link's page. */
export const ResetPasswordSchema = z.object({ password: newPasswordField });

/** Accepting an invitation with a new account (the address is the invitation's). */
export const InviteAccountSchema = z.object({ fullName: fullNameField, password: newPasswordField });

/** Confirming before switching two-factor sign-in off or renewing the recovery codes. */
export const ConfirmPasswordSchema = z.object({ password: currentPasswordField });
