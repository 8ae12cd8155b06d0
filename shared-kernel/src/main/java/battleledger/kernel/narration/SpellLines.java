package battleledger.kernel.narration;

import battleledger.kernel.event.IntentEvent.IdentifyAttempted;
import battleledger.kernel.event.IntentEvent.SpellChosen;
import battleledger.kernel.event.IntentEvent.SpellEnded;
import battleledger.kernel.event.SpellEvent.ConcentrationChecked;
import battleledger.kernel.event.SpellEvent.CounterFailed;
import battleledger.kernel.event.SpellEvent.DamageRolled;
import battleledger.kernel.event.SpellEvent.EnergyChanged;
import battleledger.kernel.event.SpellEvent;
import battleledger.kernel.event.SpellEvent.InvalidTarget;
import battleledger.kernel.model.Condition;
import battleledger.kernel.event.SpellEvent.PendingCountered;
import battleledger.kernel.event.SpellEvent.PendingRedirected;
import battleledger.kernel.event.SpellEvent.ReactionsDenied;
import battleledger.kernel.event.SpellEvent.RedirectFailed;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.event.SpellEvent.SpellCountered;
import battleledger.kernel.event.SpellEvent.SpellFizzled;
import battleledger.kernel.event.SpellEvent.SpellIdentified;
import battleledger.kernel.event.SpellEvent.SpellInterrupted;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Xanathar;
import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Pending;

import java.util.List;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.names;

/** Lines for the stages of spells and of sequences; what a cast spell leaves in the battle is {@link EffectLines}'. */
final class SpellLines {

    private SpellLines() {
    }

    static Line tell(Battle b, SpellChosen e) {
        return perceived(b, e.actor(), e.spell(), line(name(b, e.actor())
                + " chooses a spell" + (e.reaction() ? ", as a reaction" : "") + (e.ritual() ? ", as a ritual" : "")
                + ".", Dusk.CHOOSE_SPELL), "Someone chooses a spell.");
    }

    static Line tell(Battle b, SpellBegun e) {
        return begun(b, e);
    }

    static Line tell(Battle b, ConcentrationChecked e) {
        return perceived(b, e.caster(), lastSpell(b, e.caster()),
                new Line(name(b, e.caster()) + " makes a concentration check (" + e.reason() + "): "
                        + Narrator.show(e.roll()) + ".", e.roll().rule(), List.of(e.roll())),
                "The unseen caster makes a concentration check: " + Narrator.show(e.roll()) + ".");
    }

    static Line tell(Battle b, DamageRolled e) {
        String rolled = ", rolled once for all: " + String.join("; ", e.rolls().stream().map(Narrator::show)
                .toList()) + ".";
        String spell = spellOf(b, e.pending(), e.caster());
        return perceived(b, e.caster(), spell, new Line(name(b, e.caster()) + "'s " + spell(spell) + ": "
                + e.rolls().get(0).purpose() + rolled, Playtest.DAMAGE_ROLLS.citation(), e.rolls()),
                "The spell's " + e.rolls().get(0).purpose() + rolled);
    }

    static Line tell(Battle b, SpellCast e) {
        return perceived(b, e.caster(), e.spell(), line(name(b, e.caster()) + " casts "
                + spell(e.spell()) + (e.slot() == null ? "" : ", spending a level " + e.slot() + " slot")
                + (e.ritualGp() == null ? "" : ", as a ritual (" + e.ritualGp() + " gp of components)") + ".",
                Dusk.RESOLVE), spell(e.spell()) + " is cast; nobody saw by whom.");
    }

    static Line tell(Battle b, SpellFizzled e) {
        return perceived(b, e.caster(), e.spell(), line(name(b, e.caster()) + "'s "
                + spell(e.spell()) + " is lost: " + e.reason() + (e.slot() == null ? "." : "; the level " + e.slot()
                + " slot is spent."), Dusk.NO_ABANDONING), "A spell nobody saw being cast is lost: " + e.reason() + ".");
    }

    static Line tell(Battle b, SpellEvent.PendingDisrupted e) {
        return perceived(b, e.caster(), e.spell(), line(name(b, e.caster()) + " loses its concentration on "
                + spell(e.spell()) + ": hurt while it waited, the action is wasted, not the spell.",
                Playtest.ENVIRONMENTAL_DISRUPTIONS), "A caster hurt while its spell waited loses its concentration.");
    }

    static Line tell(Battle b, SpellInterrupted e) {
        return perceived(b, e.caster(), e.spell(), new Line(name(b, e.caster()) + "'s "
                + spell(e.spell()) + " does not happen: " + e.reason() + ".", e.rule() != null ? e.rule()
                : Playtest.SPELLCASTING_IN_MELEE.citation(), List.of()),
                "A spell nobody saw being cast does not happen.");
    }

    static Line tell(Battle b, PendingCountered e) {
        return new Line(name(b, e.by()) + " counters the spell" + (e.roll() == null ? ""
                : " (" + Narrator.show(e.roll()) + ")") + ".", Dusk.SEQUENCES.citation(),
                e.roll() == null ? List.of() : List.of(e.roll()));
    }

    static Line tell(Battle b, CounterFailed e) {
        return new Line(name(b, e.by()) + " fails to counter the spell ("
                + Narrator.show(e.roll()) + ").", Dusk.SEQUENCES.citation(), List.of(e.roll()));
    }

    static Line tell(Battle b, SpellCountered e) {
        return perceived(b, e.caster(), e.spell(), line(name(b, e.caster()) + "'s "
                + spell(e.spell()) + " is countered and does nothing.", Dusk.SEQUENCES),
                "A spell nobody saw being cast is countered and does nothing.");
    }

    static Line tell(Battle b, PendingRedirected e) {
        return new Line(name(b, e.by()) + " deflects the spell onto " + names(b, e.to())
                + " (" + Narrator.show(e.roll()) + ").", Dusk.SEQUENCES.citation(), List.of(e.roll()));
    }

    static Line tell(Battle b, RedirectFailed e) {
        return new Line(name(b, e.by()) + " fails the caster level check to deflect the "
                + "spell (" + Narrator.show(e.roll()) + ").", Dusk.SEQUENCES.citation(), List.of(e.roll()));
    }

    static Line tell(Battle b, EnergyChanged e) {
        return line(name(b, e.by()) + " changes the spell's " + e.from() + " into "
                + e.to() + ".", Dusk.SEQUENCES);
    }

    static Line tell(Battle b, ReactionsDenied e) {
        return line(name(b, e.combatant()) + " can take no reactions until its next "
                + "turn.", Playtest.REACTIONS);
    }

    static Line tell(Battle b, InvalidTarget e) {
        return new Line(name(b, e.target()) + (e.appearsToSave()
                ? " succeeds on its saving throw." : " is unaffected."), Xanathar.INVALID_TARGETS.citation(),
                List.of(), name(b, e.target()) + " is " + e.reason() + ": not a valid target, nothing happens"
                + (e.appearsToSave() ? " and no save was rolled" : "") + ".");
    }

    /**
     * The charmer a charmed caster's spell spares: who charmed it is the GM's and the charmer's to know when nobody
     * could perceive the charm being cast, and who cast the sparing spell when nobody could perceive that (000 ›
     * Perceiving a Caster at Work).
     */
    static Line tell(Battle b, SpellEvent.TargetSpared e) {
        Line all = line(name(b, e.caster()) + "'s spell spares " + name(b, e.target())
                + ": " + e.reason() + ".", Condition.CHARMED.rule());
        Line charm = perceived(b, e.target(), battleledger.kernel.magic.Perceiving.spellImposing(b, e.caster(),
                Condition.CHARMED, e.target()), all, name(b, e.caster()) + "'s spell spares a target it may not harm.");
        return perceived(b, e.caster(), spellOf(b, e.pending(), e.caster()), charm,
                "A spell nobody saw being cast spares a target its caster may not harm.");
    }

    static Line tell(Battle b, SpellEvent.RitualTimeSpent e) {
        return line(name(b, e.caster()) + "'s ritual of " + e.spell() + " takes " + (e.seconds() % 3600 == 0
                ? e.seconds() / 3600 + " hours" : e.seconds() / 60 + " minutes") + ".",
                mage(b, e.caster()) ? battleledger.kernel.ruleset.dragonbane.DragonbaneRule.CASTING_TIME
                        : battleledger.kernel.rules.Playtest.RITUALS);
    }

    /** A Dragonbane mage (its stat block's {@code mage}), whose ritual takes a stretch or a shift (004). */
    private static boolean mage(Battle b, String id) {
        var c = b.combatant(id);
        return c != null && c.stats().mage() != null;
    }

    static Line tell(Battle b, SpellIdentified e) {
        return new Line(name(b, e.identifier()) + (Boolean.TRUE.equals(e.bluff())
                ? " sees through " + name(b, e.caster()) + "'s bluff: no spell is being cast" : e.success() ? " identifies "
                + spell(e.spell()) : " fails to identify the spell") + " (" + Narrator.show(e.roll()) + ").",
                Xanathar.IDENTIFYING.citation(), List.of(e.roll()));
    }

    static Line tell(Battle b, IdentifyAttempted e) {
        return line(name(b, e.actor()) + " studies " + name(b, e.caster())
                + "'s magic.", Xanathar.IDENTIFYING);
    }

    /** Ending a spell nobody saw being cast does not name its caster either (000 › Perceiving a Caster at Work). */
    static Line tell(Battle b, SpellEnded e) {
        var effect = b.effect(e.effect());
        return perceived(b, e.actor(), effect == null ? null : effect.spell(), line(name(b, e.actor())
                + " ends a spell of theirs.", Playtest.DURATION), "Someone ends a spell.");
    }

    /** A line naming a caster, when its casting can be perceived; otherwise the anonymous text, the caster's name
     * being for the GM and the caster only (000 › Perceiving a Caster at Work). A line that keeps a secret already
     * keeps it, and the caster reads it too. */
    static Line perceived(Battle b, String caster, String spellId, Line seen, String anonymous) {
        if (!battleledger.kernel.magic.Perceiving.unseen(b, caster, spellId)) {
            return seen;
        }
        List<String> privy = new java.util.ArrayList<>(seen.privy());
        if (!privy.contains(caster)) {
            privy.add(caster);
        }
        return new Line(anonymous, seen.rule(), seen.rolls(), seen.secret() == null ? seen.text() : seen.secret(),
                privy);
    }

    /** The spell of a pending action or of a lasting effect, else the one its caster began last. */
    static String spellOf(Battle b, String pendingOrEffect, String caster) {
        Pending p = b.sequence() == null ? null : b.sequence().pending(pendingOrEffect);
        if (p != null && p.spell() != null) {
            return p.spell();
        }
        var effect = b.effect(pendingOrEffect);
        return effect != null ? effect.spell() : lastSpell(b, caster);
    }

    /** The spell a caster began last, for a line that names no spell. */
    static String lastSpell(Battle b, String caster) {
        var c = b.combatant(caster);
        return c == null || c.casting().last() == null ? null : c.casting().last().spell();
    }

    /** "If an imperceptible casting produces a perceptible effect, it's normally impossible to determine who cast
     * the spell" (000 › Perceiving a Caster at Work): the caster's name is for the GM only. */
    static Line begun(Battle b, SpellBegun e) {
        Pending p = Pending.of(e.pending());
        String what = spell(p.spell()) + (p.level() > SpellBook.find(p.spell()).level() ? " at level " + p.level() : "")
                + aim(b, p);
        if (Boolean.TRUE.equals(e.pending().bluff())) {
            // everyone else sees a spell begun; the GM and the bluffer know it is none (002 › Choose the spell)
            return new Line(name(b, p.actor()) + " begins " + what + ".", Dusk.BEGIN.citation(), List.of(),
                    name(b, p.actor()) + " pretends to begin " + what + ": a bluff, nothing will come of it ("
                            + Dusk.CHOOSE_SPELL.citation() + ").", List.of(p.actor()));
        }
        if (!e.perceptible()) {
            return new Line("A spell takes shape; nobody sees who casts it.", Xanathar.PERCEIVING.citation(),
                    List.of(), name(b, p.actor()) + " begins " + what + ".", List.of(p.actor()));
        }
        return line(name(b, p.actor()) + " begins " + what + ".", Dusk.BEGIN);
    }

    static String describe(Battle b, Pending p) {
        if (p.kind() == Pending.Kind.ATTACK) {
            return "an attack on " + names(b, p.targets());
        }
        return spell(p.spell()) + aim(b, p);
    }

    /** " at Goblin, Devon", or, for a spell aimed at a pending one, " against Dranock's Chain Lightning". */
    static String aim(Battle b, Pending p) {
        Pending aimed = p.aimedAt() == null || b.sequence() == null ? null : b.sequence().pending(p.aimedAt());
        if (aimed != null) {
            return " against " + name(b, aimed.actor()) + "'s " + (aimed.kind() == Pending.Kind.SPELL
                    ? spell(aimed.spell()) : "attack");
        }
        return p.targets().isEmpty() ? "" : " at " + names(b, p.targets());
    }

    static battleledger.kernel.rules.Rule areaRule(String method) {
        return switch (method) {
            case "template" -> battleledger.kernel.rules.GridRules.TEMPLATE_METHOD;
            case "token" -> battleledger.kernel.rules.GridRules.TOKEN_METHOD;
            default -> battleledger.kernel.rules.GridRules.AREAS;
        };
    }

    static String spell(String id) {
        SpellData s = SpellBook.find(id);
        return s != null ? s.name() : id == null ? "spell" : id;
    }

    static String effectSpell(Battle b, String effect) {
        var e = b.effect(effect);
        return e == null ? "The spell" : e.spell();
    }
}
