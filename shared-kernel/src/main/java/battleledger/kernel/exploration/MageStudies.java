package battleledger.kernel.exploration;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Acting;
import battleledger.kernel.command.IntentCommand.PrepareSpells;
import battleledger.kernel.command.IntentCommand.RecordSpells;
import battleledger.kernel.command.RulingCommand.GainGrimoire;
import battleledger.kernel.command.RulingCommand.DisturbConcentration;
import battleledger.kernel.command.RulingCommand.LoseGrimoire;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.DragonbaneIntent.SpellsPrepared;
import battleledger.kernel.event.RulingEvent.ConcentrationDisturbed;
import battleledger.kernel.event.ExplorationEvent.SpellsRecorded;
import battleledger.kernel.event.RulingEvent.GrimoireGained;
import battleledger.kernel.event.RulingEvent.GrimoireLost;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.ruleset.dragonbane.Concentration;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.kernel.ruleset.dragonbane.MageStudy;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

/**
 * A Dragonbane mage between casts: preparing spells from the grimoire (004 › Prepared Spells), recording spells in it
 * (004 › Grimoire), the GM's rulings that the grimoire is lost or a new one gained (004 › Grimoire › Lost Grimoire),
 * and a disturbance to its concentration (004 › Duration).
 */
public final class MageStudies {

    private MageStudies() {
    }

    /**
     * "To prepare spells, you need to study them in a grimoire. This takes a shift of time, regardless of the number
     * of spells" (004 › Prepared Spells): the spells replace those prepared, the clock moves a shift (6 hours,
     * Dragonbane core rules › Time), and what waits for time happens as after {@code PassTime}.
     */
    public static Outcome prepare(Facts f, PrepareSpells c) {
        if (c.spells() == null) {
            // bad input changes nothing: without the list the mage's prepared spells were wiped and a shift spent
            throw RuleViolation.invalid("missing-field", "spells is required: the spells to hold prepared in place of"
                    + " those prepared now ([] prepares none)");
        }
        Combatant mage = studying(f, c.actor(), "prepare spells");
        var prepared = MageStudy.prepare(mage, c.spells(), inCombat(f));
        return Outcome.of(new SpellsPrepared(f.step(), f.by(), c.actor(), prepared, mage.stats().mage().prepared(),
                MageStudy.SHIFT_SECONDS)).then(GameClock::timePassed);
    }

    /** The mage about to spend a shift or more on its grimoire: sent by its player or the GM, able to act. */
    private static Combatant studying(Facts f, String actor, String doing) {
        Combatant mage = f.combatant(actor, "actor");
        battleledger.kernel.combat.Turns.requireSender(f, actor);
        Acting.ableToAct(mage, doing);
        return mage;
    }

    private static boolean inCombat(Facts f) {
        return f.battle().phase() == Battle.Phase.COMBAT;
    }

    /** "If you lose your grimoire, you cannot prepare the spells you kept in it" (004 › Lost Grimoire). */
    public static Outcome loseGrimoire(Facts f, LoseGrimoire c) {
        Setup.gmOnly(f, "LoseGrimoire");
        MageStudy.requireGrimoire(f.combatant(c.actor(), "actor"));
        return Outcome.of(new GrimoireLost(f.step(), f.by(), c.actor()));
    }

    /**
     * "In the grimoire, you record all the spells you know. Recording one spell takes a shift of time" (004 ›
     * Grimoire): the clock moves a shift (6 hours) for each spell, and what waits for time happens as after
     * {@code PassTime}.
     */
    public static Outcome record(Facts f, RecordSpells c) {
        Combatant mage = studying(f, c.actor(), "record spells");
        var recorded = MageStudy.record(mage, c.spells(), inCombat(f));
        return Outcome.of(new SpellsRecorded(f.step(), f.by(), c.actor(), recorded,
                recorded.size() * MageStudy.SHIFT_SECONDS)).then(GameClock::timePassed);
    }

    /** "You first need to get a new grimoire and record these spells in it" (004 › Lost Grimoire): a new, empty one. */
    public static Outcome gainGrimoire(Facts f, GainGrimoire c) {
        Setup.gmOnly(f, "GainGrimoire");
        MageStudy.requireNoGrimoire(f.combatant(c.actor(), "actor"));
        return Outcome.of(new GrimoireGained(f.step(), f.by(), c.actor()));
    }

    /**
     * "If you are interrupted by a sudden disturbance, such as a sound, you must make a WIL roll (not an action) to
     * maintain your concentration" (004 › Duration).
     */
    public static Outcome disturb(Facts f, DisturbConcentration c) {
        Setup.gmOnly(f, "DisturbConcentration");
        Combatant mage = f.combatant(c.actor(), "actor");
        StatBlockRules.requireText("reason", c.reason());
        if (c.reason().length() > 500) {
            throw RuleViolation.invalid("out-of-bounds", "a disturbance is told in at most 500 characters");
        }
        String spell = mage.casting().willpower() == null ? null : mage.casting().will().concentration();
        if (spell == null) {
            throw RuleViolation.conflict("not-concentrating", DragonbaneRule.DURATION,
                    mage.id() + " concentrates on no spell");
        }
        Concentration.Kept kept = MageStudy.disturbed(f.dice(), mage, c.reason());
        return Outcome.of(new ConcentrationDisturbed(f.step(), f.by(), c.actor(), c.reason(), spell, kept.roll().roll(),
                kept.roll().target(), kept.held()));
    }
}
