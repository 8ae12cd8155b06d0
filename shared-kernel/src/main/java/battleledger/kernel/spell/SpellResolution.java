package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.event.SpellEvent.AreaResolved;
import battleledger.kernel.grid.AreaResult;
import battleledger.kernel.grid.Cell;
import battleledger.kernel.event.SpellEvent.InvalidTarget;
import battleledger.kernel.event.SpellEvent.TargetSpared;
import battleledger.kernel.model.Condition;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.event.SpellEvent.SpellCountered;
import battleledger.kernel.event.SpellEvent.SpellFizzled;
import battleledger.kernel.event.SpellEvent.SpellInterrupted;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Sequence;

import java.util.ArrayList;
import java.util.List;

/**
 * "Resolve the spell when its turn comes up ... All die rolls for the spell are cast, including ... the saving throws
 * of the targets. At this point the spell is successfully cast. All costs are assessed against you and certain spells
 * that trigger when a spell is successfully cast go off." (002 › Stages of Spellcasting › Resolve the spell)
 */
public final class SpellResolution {

    private SpellResolution() {
    }

    public static Outcome resolve(Facts f, Pending p) {
        SpellData spell = SpellBook.find(p.spell());
        Combatant caster = f.battle().combatant(p.actor());
        if (p.interrupted()) {
            Interruptions.Why why = Interruptions.of(f, p);
            return Outcome.of(new SpellInterrupted(f.step(), p.id(), p.actor(), spell.id(), why.reason(),
                    why.rule()));
        }
        if (p.countered()) {
            return Outcome.of(new SpellCountered(f.step(), p.id(), p.actor(), spell.id(), p.slot()));
        }
        if (p.bluff()) {
            // "If you choose a spell you can't cast nothing happens, though you can certainly bluff the casting of a
            // spell" (002 › Stages of Spellcasting › Choose the spell): no spell, no cost, nothing happens
            return Outcome.of(new SpellFizzled(f.step(), p.id(), p.actor(), spell.id(), "nothing comes of it", null));
        }
        Pending aimed = null;
        if (spell.targeting().kind() == SpellData.Targeting.Kind.SPELL) {
            Sequence seq = f.battle().sequence();
            aimed = seq == null || !seq.unresolved(p.aimedAt()) ? null : seq.pending(p.aimedAt());
            if (aimed == null) {
                return Outcome.of(new SpellFizzled(f.step(), p.id(), p.actor(), spell.id(),
                        "the spell it aimed at is no longer being cast", p.slot()));
            }
        }
        Resolving r = new Resolving(p, spell, caster, aimed);
        if (spell.targeting().kind() == SpellData.Targeting.Kind.AREA && p.point() != null
                && Battlefield.gridded(f.battle())) {
            return onTheGrid(f, r);
        }
        return sparingTheCharmer(f, r, targets(f, p, caster));
    }

    /** The spell resolving: what it is, its caster as it was when its turn came, the spell it is aimed at (or null). */
    private record Resolving(Pending p, SpellData spell, Combatant caster, Pending aimed) {
    }

    /** The creatures in the area where it goes off, reported cell by cell (003 › Areas of Effect). */
    static Outcome onTheGrid(Facts f, Resolving r) {
        AreaResult area = Placement.area(f.battle(), r.p(), r.spell());
        List<String> in = Placement.creatures(f.battle(), area);
        return Outcome.of(new AreaResolved(f.step(), r.p().id(), r.spell().id(), area.area().describe(),
                area.method().name().toLowerCase(), area.cells().stream().map(Cell::position).toList(),
                area.shielded().stream().map(Cell::position).toList(), in, area.why()))
                .then(g -> sparingTheCharmer(g, r, in));
    }

    /** The locked targets still there: alive, and here (the caster itself may be far away now). */
    static List<String> targets(Facts f, Pending p, Combatant caster) {
        List<String> out = new ArrayList<>();
        for (String id : p.targets()) {
            Combatant t = f.battle().combatant(id);
            if (t != null && !t.dead() && (!t.away() || id.equals(caster.id()))) {
                out.add(id);
            }
        }
        return out;
    }

    /**
     * The limits on whom a caster may harm hold when the spell resolves, not only when it was chosen: a caster
     * charmed by a locked target while the sequence resolved spares it — "The creature cannot ... target the charmer
     * with harmful magical effects" (001 › Conditions › Charmed). Only the charmer is spared: the other
     * targets were chosen lawfully and "Spellcasters in a sequence can't change their minds about targets" (002 ›
     * Sequences), so the spell goes on against them.
     */
    static Outcome sparingTheCharmer(Facts f, Resolving r, List<String> targets) {
        Combatant caster = r.caster();
        if (r.spell().targeting().kind() != SpellData.Targeting.Kind.CREATURES || !Choosing.harmful(r.spell())
                || !caster.has(Condition.CHARMED)) {
            return unlessGone(f, r, targets, false);
        }
        String charmer = caster.sourceOf(Condition.CHARMED);
        if (!targets.contains(charmer)) {
            return unlessGone(f, r, targets, false);
        }
        List<String> harmed = targets.stream().filter(t -> !t.equals(charmer)).toList();
        return Outcome.of(new TargetSpared(f.step(), r.p().id(), caster.id(), charmer, caster.stats().name()
                + " is charmed by " + f.battle().combatant(charmer).stats().name()
                + " and cannot target it with harmful magical effects")).then(g -> unlessGone(g, r, harmed, true));
    }

    /** A spell at creatures none of which is left (or may be harmed) fizzles; otherwise it goes off. */
    private static Outcome unlessGone(Facts f, Resolving r, List<String> targets, boolean spared) {
        Pending p = r.p();
        if (r.spell().targeting().kind() == SpellData.Targeting.Kind.CREATURES && targets.isEmpty()) {
            // "Teresa loses her spell not because she was hurt but because the target is dead" (002 › Sequences)
            return Outcome.of(new SpellFizzled(f.step(), p.id(), p.actor(), r.spell().id(), spared
                    ? "its caster may not harm the target it has left, and a caster cannot change targets"
                    : "its target is dead or gone, and a caster cannot change targets", p.slot()));
        }
        return valid(f, r, targets);
    }

    /**
     * "If you cast a spell on someone or something that can't be affected by the spell, nothing happens to that
     * target ... If the spell normally has no effect on a target that succeeds on a saving throw, the invalid target
     * appears to have succeeded on its saving throw" (000 › Invalid Spell Targets).
     */
    static Outcome valid(Facts f, Resolving r, List<String> targets) {
        SpellData spell = r.spell();
        if (spell.affects() == null) {
            return goesOff(f, r, targets);
        }
        boolean saveNegates = spell.effects().stream().anyMatch(e -> e instanceof SpellEffect.Afflict a
                && a.save() != null);
        List<String> out = new ArrayList<>();
        List<InvalidTarget> invalid = new ArrayList<>();
        for (String id : targets) {
            String type = f.battle().combatant(id).stats().creatureType();
            if (spell.affects().equals(type)) {
                out.add(id);
            } else {
                invalid.add(new InvalidTarget(f.step(), r.p().id(), id, "a " + type + ", not a " + spell.affects(),
                        saveNegates));
            }
        }
        return Outcome.of(invalid).then(g -> goesOff(g, r, out));
    }

    /**
     * Each effect on the battle as the ones before it left it; then the spell is cast, and the spells that trigger
     * on a spell cast go off ({@link Triggers#spellCast}).
     */
    private static Outcome goesOff(Facts f, Resolving r, List<String> targets) {
        Pending p = r.p();
        SpellData spell = r.spell();
        return Outcome.each(spell.effects(), (g, effect) -> SpellPieces.apply(g, p, spell, r.caster(), targets, effect,
                        r.aimed()))
                .and(new SpellCast(f.step(), p.id(), p.actor(), spell.id(), p.slot(),
                        p.cost() == Pending.Cost.RITUAL ? spell.ritual().gp() : null))
                .then(g -> Triggers.spellCast(g, p.actor(), p.level()));
    }
}
