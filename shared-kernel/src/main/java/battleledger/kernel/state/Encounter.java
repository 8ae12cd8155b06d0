package battleledger.kernel.state;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Ruleset;

/** What an encounter was created as; none of it changes during the battle. */
public record Encounter(String id, String name, Ruleset ruleset, long seed, EncounterOptions options) {
}
