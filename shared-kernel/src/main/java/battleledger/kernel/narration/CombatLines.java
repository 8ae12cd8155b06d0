package battleledger.kernel.narration;

import battleledger.kernel.state.Battle;

import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.DeathSaveRolled;
import battleledger.kernel.event.VitalsEvent.Healed;
import battleledger.kernel.event.VitalsEvent.HitDiceSpent;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.model.Life;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;

/** Lines for attack rolls, damage, healing, dying and rest. */
final class CombatLines {

    private CombatLines() {
    }

    static Line tell(Battle b, AttackRolled e) {
        return new Line(name(b, e.attacker()) + "'s " + e.attack() + " against "
                + name(b, e.target()) + ": " + Narrator.show(e.roll()) + edges(e.roll().advantage(),
                e.roll().disadvantage()) + " (AC " + e.baseAc() + mods(e.acModifiers()) + ").", e.roll().rule(),
                List.of(e.roll()));
    }

    static Line tell(Battle b, DamageDealt e) {
        List<battleledger.kernel.dice.Roll> rolls = new ArrayList<>();
        if (e.roll() != null) {
            rolls.add(e.roll());
        }
        if (e.reduction() != null) {
            rolls.add(e.reduction());
        }
        String how = e.roll() == null ? "" : Narrator.show(e.roll()) + (e.damageType() == null ? "" : " "
                + e.damageType()) + "; ";
        return new Line(name(b, e.target()) + " takes " + e.amount() + " damage (" + how
                + (e.adjustments().isEmpty() ? "" : adjustments(e.adjustments()) + "; ")
                + e.hpBefore() + " → " + e.hpAfter() + " hit points).",
                e.roll() == null ? unrolled(e) : e.roll().rule(), rolls);
    }

    /**
     * The rule of damage whose dice are rolled elsewhere: power drawn from the body hurts the mage, "you also take the
     * same amount of damage" (004 › Power from the Body); a Dragonbane spell's damage (its dice in the cast's line)
     * is the spell's "intended effect, as per its description" (004 › Casting Spells); else the playtest's damage. The
     * source and the type are those WillpowerSpells and Defences give such blows; no playtest blow has either.
     */
    private static String unrolled(DamageDealt e) {
        if ("power from the body".equals(e.source())) {
            return DragonbaneRule.POWER_FROM_THE_BODY.citation();
        }
        return "magic".equals(e.damageType()) ? DragonbaneRule.CASTING_SPELLS.citation()
                : Playtest.DAMAGE_ROLLS.citation();
    }

    static Line tell(Battle b, Healed e) {
        return new Line(name(b, e.target()) + " regains " + e.amount() + " hit points from "
                + e.source() + (e.roll() == null ? "" : " (" + Narrator.show(e.roll()) + ")") + ": " + e.hpBefore()
                + " → " + e.hpAfter() + ".", Playtest.HEALING.citation(),
                e.roll() == null ? List.of() : List.of(e.roll()));
    }

    static Line tell(Battle b, LifeChanged e) {
        return new Line(name(b, e.combatant()) + life(e.to()) + " (" + e.reason() + ").",
                e.rule(), List.of());
    }

    static Line tell(Battle b, DeathSaveRolled e) {
        return e.failures() != null
                ? new Line(name(b, e.combatant()) + " makes a death roll: " + Narrator.show(e.roll()) + " — "
                + e.successes() + " of 3 successes, " + e.failures() + " of 3 failures.", e.roll().rule(),
                List.of(e.roll()))
                : new Line(name(b, e.combatant()) + " makes a death saving throw: "
                + Narrator.show(e.roll()) + (e.success() ? " — " + e.successes() + " success"
                + (e.successes() == 1 ? "" : "es") : "") + ".", Playtest.DEATH_SAVES.citation(), List.of(e.roll()));
    }

    static Line tell(Battle b, HitDiceSpent e) {
        return line(name(b, e.combatant()) + " spends " + e.count() + " Hit "
                + (e.count() == 1 ? "Die" : "Dice") + ".", Playtest.RESTING);
    }

    static Line tell(Battle b, Rested e) {
        return line(name(b, e.combatant()) + " finishes a " + e.rest() + " rest: " + e.hpBefore()
                + " → " + e.hpAfter() + " hit points, every Hit Die back.", Playtest.LONG_REST);
    }

    static String life(Life to) {
        return switch (to) {
            case ALIVE -> " is conscious again";
            case KNOCKED_OUT -> " is knocked out";
            case DYING -> " is dying";
            case STABLE -> " is stable";
            case DEAD -> " dies";
        };
    }

    static String edges(List<String> advantage, List<String> disadvantage) {
        StringBuilder b = new StringBuilder();
        if (!advantage.isEmpty()) {
            b.append(", advantage: ").append(String.join(", ", advantage));
        }
        if (!disadvantage.isEmpty()) {
            b.append(", disadvantage: ").append(String.join(", ", disadvantage));
        }
        return b.toString();
    }

    static String mods(List<Modifier> mods) {
        return mods.stream().map(m -> (m.value() < 0 ? " − " : " + ") + Math.abs(m.value()) + " " + m.source())
                .collect(Collectors.joining());
    }

    static String adjustments(List<Modifier> mods) {
        return mods.stream().map(m -> m.source() + " " + (m.value() < 0 ? "−" : "+") + Math.abs(m.value()))
                .collect(Collectors.joining(", "));
    }
}
