import { msg } from "@lingui/core/macro";

/** What deleting an account removes, said the same way on the profile page and the privacy page. */
export const DELETION_REMOVES = msg`your account, its sign-in sessions and linked sign-in providers, your synced settings, favorites and history, and every paste you created`;
