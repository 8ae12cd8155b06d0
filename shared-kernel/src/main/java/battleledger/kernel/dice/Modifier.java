package battleledger.kernel.dice;

/**
 * A number added to a roll, with where it comes from: {@code {"source":"dex","value":2}},
 * {@code {"source":"half cover","value":2}}.
 */
public record Modifier(String source, int value) {
}
