package battleledger.kernel.state;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;

/** What an encounter was created as; none of it changes during the battle. */
public record Encounter(String id, String name, RulesetId ruleset, long seed, EncounterOptions options) {
}
