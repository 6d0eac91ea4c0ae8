struct WeatherView {
  var forecast = "sunny"
}
