package battleledger.kernel.state;

import battleledger.kernel.model.Condition;

/** A condition on a creature, with what imposed it (the charmer, the source of fear, a rule, the GM). */
public record Affliction(Condition condition, String source) {
}
