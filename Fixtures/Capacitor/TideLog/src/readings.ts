export type Reading = { station: string; height: number; at: Date };

const readings: Reading[] = [];

export function logReading(station: string, height: number): void {
  readings.push({ station, height, at: new Date() });
}

export function showToday(): void {
  document.querySelector('#today')?.scrollIntoView();
}
