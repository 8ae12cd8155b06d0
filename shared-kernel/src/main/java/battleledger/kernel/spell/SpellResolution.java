package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Decision;
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

    public static void resolve(Decision d, Pending p) {
        SpellData spell = SpellBook.find(p.spell());
        Combatant caster = d.battle().combatant(p.actor());
        if (p.interrupted()) {
            d.emit(new SpellInterrupted(d.step(), p.id(), p.actor(), spell.id(),
                    "the concentration check failed: the action is wasted, the spell is not"));
            return;
        }
        if (p.countered()) {
            d.emit(new SpellCountered(d.step(), p.id(), p.actor(), spell.id(), p.slot()));
            return;
        }
        if (p.bluff()) {
            // "If you choose a spell you can't cast nothing happens, though you can certainly bluff the casting of a
            // spell" (002 › Stages of Spellcasting › Choose the spell): no spell, no cost, nothing happens
            d.emit(new SpellFizzled(d.step(), p.id(), p.actor(), spell.id(), "nothing comes of it", null));
            return;
        }
        Pending aimed = null;
        if (spell.targeting().kind() == SpellData.Targeting.Kind.SPELL) {
            Sequence seq = d.battle().sequence();
            aimed = seq == null || !seq.unresolved(p.aimedAt()) ? null : seq.pending(p.aimedAt());
            if (aimed == null) {
                d.emit(new SpellFizzled(d.step(), p.id(), p.actor(), spell.id(),
                        "the spell it aimed at is no longer being cast", p.slot()));
                return;
            }
        }
        List<String> targets = spell.targeting().kind() == SpellData.Targeting.Kind.AREA && p.point() != null
                && Battlefield.gridded(d.battle()) ? onTheGrid(d, p, spell) : targets(d, p, caster);
        boolean spared = false;
        if (spell.targeting().kind() == SpellData.Targeting.Kind.CREATURES) {
            List<String> harmed = sparingTheCharmer(d, p, spell, caster, targets);
            spared = harmed.size() < targets.size();
            targets = harmed;
        }
        if (spell.targeting().kind() == SpellData.Targeting.Kind.CREATURES && targets.isEmpty()) {
            // "Teresa loses her spell not because she was hurt but because the target is dead" (002 › Sequences)
            d.emit(new SpellFizzled(d.step(), p.id(), p.actor(), spell.id(), spared
                    ? "its caster may not harm the target it has left, and a caster cannot change targets"
                    : "its target is dead or gone, and a caster cannot change targets", p.slot()));
            return;
        }
        targets = valid(d, p, spell, targets);
        for (SpellEffect effect : spell.effects()) {
            Outcomes.apply(d, p, spell, caster, targets, effect, aimed);
        }
        d.emit(new SpellCast(d.step(), p.id(), p.actor(), spell.id(), p.slot(),
                p.cost() == Pending.Cost.RITUAL ? spell.ritual().gp() : null));
        Triggers.spellCast(d, p.actor(), p.level());
    }

    /** The creatures in the area where it goes off, reported cell by cell (003 › Areas of Effect). */
    static List<String> onTheGrid(Decision d, Pending p, SpellData spell) {
        AreaResult r = Placement.area(d.battle(), p, spell);
        List<String> in = Placement.creatures(d.battle(), r);
        d.emit(new AreaResolved(d.step(), p.id(), spell.id(), r.area().describe(), r.method().name().toLowerCase(),
                r.cells().stream().map(Cell::position).toList(), r.shielded().stream().map(Cell::position).toList(),
                in, r.why()));
        return in;
    }

    /** The locked targets still there: alive, and here (the caster itself may be far away now). */
    static List<String> targets(Decision d, Pending p, Combatant caster) {
        List<String> out = new ArrayList<>();
        for (String id : p.targets()) {
            Combatant t = d.battle().combatant(id);
            if (t != null && !t.dead() && (!t.away() || id.equals(caster.id()))) {
                out.add(id);
            }
        }
        return out;
    }

    /**
     * The limits on whom a caster may harm hold when the spell resolves, not only when it was chosen: a caster
     * charmed by a locked target while the sequence resolved spares it — "The creature cannot ... target the charmer
     * with harmful abilities or magical effects" (001 › Conditions › Charmed). Only the charmer is spared: the other
     * targets were chosen lawfully and "Spellcasters in a sequence can't change their minds about targets" (002 ›
     * Sequences), so the spell goes on against them.
     */
    static List<String> sparingTheCharmer(Decision d, Pending p, SpellData spell, Combatant caster,
            List<String> targets) {
        if (!Choosing.harmful(spell) || !caster.has(Condition.CHARMED)) {
            return targets;
        }
        String charmer = caster.sourceOf(Condition.CHARMED);
        if (!targets.contains(charmer)) {
            return targets;
        }
        d.emit(new TargetSpared(d.step(), p.id(), caster.id(), charmer, caster.stats().name() + " is charmed by "
                + d.battle().combatant(charmer).stats().name() + " and cannot target it with harmful magical effects"));
        return targets.stream().filter(t -> !t.equals(charmer)).toList();
    }

    /**
     * "If you cast a spell on someone or something that can't be affected by the spell, nothing happens to that
     * target ... If the spell normally has no effect on a target that succeeds on a saving throw, the invalid target
     * appears to have succeeded on its saving throw" (000 › Invalid Spell Targets).
     */
    static List<String> valid(Decision d, Pending p, SpellData spell, List<String> targets) {
        if (spell.affects() == null) {
            return targets;
        }
        boolean saveNegates = spell.effects().stream().anyMatch(e -> e instanceof SpellEffect.Afflict a
                && a.save() != null);
        List<String> out = new ArrayList<>();
        for (String id : targets) {
            String type = d.battle().combatant(id).stats().creatureType();
            if (spell.affects().equals(type)) {
                out.add(id);
            } else {
                d.emit(new InvalidTarget(d.step(), p.id(), id, "a " + type + ", not a " + spell.affects(),
                        saveNegates));
            }
        }
        return out;
    }
}
