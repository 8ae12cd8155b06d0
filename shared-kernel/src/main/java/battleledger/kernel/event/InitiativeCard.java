package battleledger.kernel.event;

/** One combatant's initiative card, 1–10 (Dragonbane core rules › Initiative): the lowest acts first. */
public record InitiativeCard(String combatant, int card) {
}
