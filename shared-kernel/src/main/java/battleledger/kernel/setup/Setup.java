package battleledger.kernel.setup;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.model.StatBlockRules;

/** Creating an encounter and adding its combatants: the GM's setup. */
public final class Setup {

    static final int MAX_COMBATANTS = 200;
    static final int MAX_SCRIPT = 100_000;

    private Setup() {
    }

    public static Outcome create(Facts f, CreateEncounter c) {
        gmOnly(f, "CreateEncounter");
        StatBlockRules.requireId("id", c.id());
        StatBlockRules.requireText("name", c.name());
        if (!f.playable()) { // no ruleset plays it yet (DESIGN.md, Rulesets)
            throw RuleViolation.illegal("ruleset-not-available", null,
                    "the " + String.valueOf(c.ruleset()).toLowerCase() + " ruleset is not available yet");
        }
        EncounterOptions options = c.options() == null ? EncounterOptions.defaults() : c.options();
        if (options.dice().mode() == EncounterOptions.DiceMode.MANUAL && !options.dice().script().isEmpty()) {
            throw RuleViolation.illegal("dice-script-not-manual", null,
                    "manual dice come from people as the battle asks for them; a dice script is for scripted dice");
        }
        if (options.dice().script().size() > MAX_SCRIPT) {
            throw RuleViolation.invalid("out-of-bounds", "a dice script holds at most " + MAX_SCRIPT + " values");
        }
        if (options.roundSeconds() != null) {
            StatBlockRules.range("options.roundSeconds", options.roundSeconds(), 1, 60);
        }
        for (int v : options.dice().script()) {
            StatBlockRules.range("options.dice.script[]", v, 1, 1000);
        }
        if (options.groupsInitiative() && f.ruleset().initiativeByTheCard() != null) {
            throw RuleViolation.conflict("initiative-groups-not-dealt", f.ruleset().initiativeByTheCard(),
                    "every combatant draws its own initiative card: this ruleset has no group initiative");
        }
        return Outcome.of(new EncounterCreated(f.step(), f.by(), c.id(), c.name(), c.ruleset(), c.seed(), options));
    }

    public static Outcome addCombatant(Facts f, AddCombatant c) {
        gmOnly(f, "AddCombatant");
        if (c.combatant() == null) {
            throw RuleViolation.invalid("missing-field", "combatant is required");
        }
        StatBlock admitted = f.ruleset().admit(c.combatant()); // checked by the encounter's ruleset
        if (f.battle().has(c.combatant().id())) {
            throw RuleViolation.conflict("duplicate-combatant", null,
                    "a combatant \"" + c.combatant().id() + "\" is already in this encounter");
        }
        if (f.battle().combatants().size() >= MAX_COMBATANTS) {
            throw RuleViolation.invalid("too-many-combatants",
                    "an encounter holds at most " + MAX_COMBATANTS + " combatants");
        }
        Terrain.requireRoom(f, admitted);
        return Outcome.of(new CombatantAdded(f.step(), f.by(), admitted));
    }

    /** Setting up a battle is the GM's business. */
    public static void gmOnly(Facts f, String what) {
        if (!f.byGm()) {
            throw RuleViolation.forbidden("gm-only", null, what + " is for the game master, not \"" + f.by() + "\"");
        }
    }
}
