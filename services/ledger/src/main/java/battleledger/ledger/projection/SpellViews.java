package battleledger.ledger.projection;

import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Spot;
import battleledger.kernel.magic.Perceiving;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.Affliction;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Sequence;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The read models of spells and sequences: the open sequence as a GM follows it (002 › Sequences: the trigger, the
 * declarations in order, who is awaited, what waits for the end), and a caster's slots.
 */
public final class SpellViews {

    private SpellViews() {
    }

    /**
     * The open sequence.
     *
     * @param trigger         what opened it
     * @param closed          no more readied actions may join
     * @param declarations    the actions declared, in the order they were declared
     * @param resolutionOrder the unresolved declarations in the order they will resolve: the last declared first
     *                        (002 › Sequences), or in declaration order under the playtest's timing
     * @param awaiting        the reactions the battle waits for, lowest initiative first
     * @param deferred        the emanations and spreads that take hold when the sequence ends
     */
    public record SequenceView(String trigger, boolean closed, List<Declaration> declarations,
                               List<String> resolutionOrder, List<OfferView> awaiting, List<EffectView> deferred) {
    }

    /**
     * One declared action and where it stands. {@code perceptible} is false for a spell nobody could perceive being
     * cast: its actor is the GM's and the caster's to know (000 › Perceiving a Caster at Work); the API leaves it out
     * for everyone else.
     */
    public record Declaration(int order, String id, String actor, String kind, String spell, Integer level,
                              String attack, List<String> targets, String aimedAt, Spot point, String energy,
                              String status, boolean perceptible) {
        static Declaration of(int order, Pending p, Sequence s, Battle b) {
            boolean spell = p.kind() == Pending.Kind.SPELL;
            String status = s.resolved().contains(p.id()) ? "resolved"
                    : p.countered() ? "countered" : p.interrupted() ? "interrupted" : "pending";
            return new Declaration(order, p.id(), p.actor(), spell ? "spell" : "attack", p.spell(),
                    spell ? p.level() : null, p.attack(), p.targets(), p.aimedAt(), p.point(), p.energy(), status,
                    !spell || SpellViews.perceptible(b, p.actor(), p.spell()));
        }
    }

    /** A spell in effect, and whether its casting could be perceived (its caster is otherwise the GM's secret). */
    public record EffectView(@com.fasterxml.jackson.annotation.JsonUnwrapped ActiveEffect effect, boolean perceptible) {
        public static EffectView of(ActiveEffect e, Battle b) {
            return new EffectView(e, SpellViews.perceptible(b, e.caster(), e.spell()));
        }
    }

    /**
     * A Dragonbane mage's concentration (004 › Casting Spells › Duration: "Concentration: The effect ceases if you
     * perform another action, take damage, or fail a WIL roll for resisting fear") in the shape of the playtest's
     * spell in effect, with what Dragonbane has: its id (the step it was cast at and the spell, as a lasting
     * willpower spell's), the spell, the caster, its power level as {@code level} (0 for a spell without one), whom it
     * is on (the mage for a personal spell, else whom the cast struck), the round it was cast in, no end but the
     * concentration's ({@code endsRound} -1); no mode, zone, trigger or sequence, which Dragonbane has not. Its casting
     * is seen by all, as the log's line of it is (the engine keeps no Dragonbane caster secret). Null when the
     * combatant is no concentrating mage.
     */
    public static EffectView willpowerConcentration(Combatant c, Battle b) {
        var will = c.casting().willpower();
        if (will == null || will.concentration() == null) {
            return null;
        }
        String spell = will.concentration();
        var cast = will.concentrationCast();
        var data = battleledger.kernel.ruleset.dragonbane.Grimoire.all().get(spell);
        boolean personal = data != null && data.range().shape()
                == battleledger.kernel.ruleset.dragonbane.Spell.SpellRange.Shape.PERSONAL;
        List<String> on = personal ? List.of(c.id()) : cast == null ? List.of() : cast.targets();
        // a spell of power levels cast without one is cast at power 1 (CastRequest.powerLevel); a trick or a spell
        // of fixed power has none (004 › Power Level)
        boolean levels = data != null && data.kind() == battleledger.kernel.ruleset.dragonbane.Spell.Kind.POWER_LEVELS;
        int level = cast != null && cast.power() != null ? cast.power() : levels ? 1 : 0;
        return new EffectView(new ActiveEffect((cast == null ? "" : cast.step() + ":") + spell, spell, c.id(),
                level, null, on, null,
                cast == null ? b.round() : cast.round(), -1, null, true, false, null, null, null), true);
    }

    /**
     * A condition on a creature and what imposed it, and whether the casting that imposed it could be perceived: a
     * charm nobody saw its source cast names that source to the GM and the caster only (000 › Perceiving a Caster at
     * Work).
     */
    public record AfflictionView(@com.fasterxml.jackson.annotation.JsonUnwrapped Affliction affliction,
                                 boolean perceptible) {
    }

    /**
     * A combatant's conditions: an affliction records its source, not the spell, so the spell is the one of the
     * source's in effect on the creature that imposes the condition (the same test as the log's narration).
     */
    public static List<AfflictionView> afflictions(Combatant c, Battle b) {
        return c.conditions().stream().map(a -> new AfflictionView(a, a.source() == null || !b.has(a.source())
                || perceptible(b, a.source(), Perceiving.spellImposing(b, c.id(), a.condition(), a.source()))))
                .toList();
    }

    /**
     * A reaction awaited, and whether its reactor may be named: not when what it readied is a spell nobody could
     * perceive it casting (000 › Perceiving a Caster at Work), which the log's lines keep to the GM and the reactor.
     */
    public record OfferView(@com.fasterxml.jackson.annotation.JsonUnwrapped Offer offer, boolean perceptible) {
    }

    /** The reactions the battle waits for, lowest initiative first. */
    public static List<OfferView> offers(Battle b) {
        return b.offers().stream().map(o -> new OfferView(o, !Perceiving.readiedUnseen(b, o.reactor(), o.reaction())))
                .toList();
    }

    /** The spells in effect, in the order cast. */
    public static List<EffectView> effects(Battle b) {
        return b.effects().stream().map(e -> EffectView.of(e, b)).toList();
    }

    /**
     * Whether the casting of {@code spellId} by {@code caster} could be perceived (000 › Perceiving a Caster at Work):
     * the same test as the log's narration.
     */
    public static boolean perceptible(Battle b, String caster, String spellId) {
        return !Perceiving.unseen(b, caster, spellId);
    }

    /** A caster's slots by level, how many it has and has spent, and whether it has teleported away. */
    public record Spellcasting(List<String> spells, Map<Integer, Slots> slots, boolean away) {
    }

    /** How many slots of a level a caster has, and has spent (null to a reader outside its side: Disclosure). */
    public record Slots(int max, Integer used) {
    }

    /** The open sequence, or null when none is open. */
    public static SequenceView sequence(Battle b, EncounterOptions options) {
        Sequence s = b.sequence();
        if (s == null) {
            return null;
        }
        List<Declaration> declared = new ArrayList<>();
        List<String> order = new ArrayList<>();
        int n = 1;
        for (Pending p : s.declarations()) {
            declared.add(Declaration.of(n++, p, s, b));
            if (!s.resolved().contains(p.id())) {
                order.add(p.id());
            }
        }
        if (options.reactions() == EncounterOptions.Reactions.DUSK) {
            Collections.reverse(order);
        }
        return new SequenceView(s.trigger(), s.closed(), declared, order, offers(b), deferred(b));
    }

    static List<EffectView> deferred(Battle b) {
        return b.effects().stream().filter(ActiveEffect::deferred).map(e -> EffectView.of(e, b)).toList();
    }

    /** A combatant's spellcasting, or null for one with neither spells nor slots. */
    public static Spellcasting spellcasting(Combatant c) {
        var stats = c.stats();
        if (stats.spells().isEmpty() && stats.slots().isEmpty()) {
            return null;
        }
        Map<Integer, Slots> slots = new TreeMap<>();
        stats.slots().forEach((level, max) -> slots.put(level, new Slots(max, c.casting().used(level))));
        return new Spellcasting(stats.spells(), slots, c.casting().away());
    }
}
