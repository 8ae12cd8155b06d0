package battleledger.ledger.catalogue;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.model.RulesetId;
import battleledger.ledger.json.KernelJson;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The rulesets an encounter can name (DESIGN.md, Rulesets), and which of them can be played today. */
final class Rulesets {

    /** A ruleset: its id, what it is, the seed texts it follows, and whether encounters can use it yet. */
    record Entry(String id, String name, List<String> seeds, boolean available) {
    }

    private Rulesets() {
    }

    static List<Entry> all() {
        return Arrays.stream(RulesetId.values()).map(Rulesets::entry).toList();
    }

    static Entry entry(RulesetId r) {
        return switch (r) {
            case PLAYTEST -> new Entry(KernelJson.wire(r), "D&D Next playtest, with the Dusk spell engine and the "
                    + "grid options", List.of("001", "000", "002", "003"), true);
            case DRAGONBANE -> new Entry(KernelJson.wire(r), "Dragonbane's magic, with the core rules a battle "
                    + "with spells needs", List.of("004"), true);
        };
    }

    /**
     * The ruleset named in a path whose spells are the playtest's spell book: Dragonbane's spells have their own shape,
     * at {@code /rulesets/dragonbane/spells} ({@link DragonbaneCatalogueController}), which answers first.
     */
    static RulesetId withPlaytestCatalogue(String id) {
        RulesetId ruleset = playable(id);
        if (ruleset != RulesetId.PLAYTEST) {
            throw RuleViolation.illegal("catalogue-not-available", null, "the " + id.toLowerCase(Locale.ROOT)
                    + " ruleset's spells are at /rulesets/" + id.toLowerCase(Locale.ROOT) + "/spells");
        }
        return ruleset;
    }

    /** The ruleset named in a path, which must exist and be playable. */
    static RulesetId playable(String id) {
        RulesetId ruleset = Arrays.stream(RulesetId.values()).filter(r -> KernelJson.wire(r).equals(id)).findFirst()
                .orElseThrow(() -> RuleViolation.notFound("unknown-ruleset", "no ruleset \"" + id + "\"; the "
                        + "rulesets are " + all().stream().map(Entry::id).toList()));
        if (!entry(ruleset).available()) {
            throw RuleViolation.illegal("ruleset-not-available", null,
                    "the " + id.toLowerCase(Locale.ROOT) + " ruleset is not available yet");
        }
        return ruleset;
    }
}
