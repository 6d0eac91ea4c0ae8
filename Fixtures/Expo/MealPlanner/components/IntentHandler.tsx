import * as AppIntents from 'expo-app-intents';
import { router } from 'expo-router';

import { logMeal } from '../lib/meals';

/** Handles the invocations the Swift intents in app-intents/ dispatch. */
export function IntentHandler() {
  AppIntents.useAppIntents(async (pendingIntents) => {
    for (const invocation of pendingIntents) {
      switch (invocation.name) {
        case 'logMeal':
          await logMeal(String(invocation.params.recipeId), String(invocation.params.recipeName));
          router.push('/today');
          break;
        case 'showShoppingList':
          router.push('/shopping-list');
          break;
      }
      await AppIntents.removePendingInvocationAsync(invocation.id);
    }
  });
  return null;
}
