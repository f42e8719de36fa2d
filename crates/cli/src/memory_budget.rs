//! Running jobs side by side within a memory budget rather than one per core: a 100-megapixel image needs
//! gigabytes while it is open, so a machine with many cores and a batch of large files would otherwise run out of
//! memory. Each job says what it will hold at its peak (an estimate, from its file's header); jobs start in order,
//! each only while the estimates of the jobs running, its own included, stay within the budget. A job larger
//! than the whole budget still runs, alone.

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

/// Bytes of memory the jobs running at once may hold between them.
#[derive(Debug)]
pub struct MemoryBudget {
    limit: u64,
    state: Mutex<State>,
    /// Signalled whenever a job starts or ends, so the next in line looks again.
    changed: Condvar,
}

#[derive(Debug, Default)]
struct State {
    /// The next job a worker takes (and prepares).
    next_taken: usize,
    /// The next job allowed to start: jobs start in order, so a large one is not passed over for ever.
    next_started: usize,
    /// The estimates of the jobs running, summed.
    in_use: u64,
    running: usize,
    /// The job next in line when it waits for memory (not merely for its turn).
    held_back: Option<usize>,
}

impl MemoryBudget {
    pub fn new(limit: u64) -> Self {
        Self { limit, state: Mutex::default(), changed: Condvar::new() }
    }

    /// Runs every job, `0..count`, on up to `workers` threads and returns their results in order. `prepare(i)`
    /// runs first, on the worker, without waiting (it reads the file): it gives job `i`'s estimated peak memory
    /// and what `run(i, …)` then needs. `run` starts once the job is next in line and its estimate fits.
    pub fn run_all<P, T: Send>(
        &self,
        count: usize,
        workers: usize,
        prepare: impl Fn(usize) -> (u64, P) + Sync,
        run: impl Fn(usize, P) -> T + Sync,
    ) -> Vec<T> {
        let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..workers.clamp(1, count.max(1)))
                .map(|_| {
                    scope.spawn(|| {
                        let mut done = Vec::new();
                        while let Some(index) = self.take(count) {
                            // A panic still gives up the job's turn, or the jobs after it would wait for ever.
                            let (estimate, prepared) = match catch_unwind(AssertUnwindSafe(|| prepare(index))) {
                                Ok(prepared) => prepared,
                                Err(panic) => {
                                    drop(self.start(index, 0));
                                    resume_unwind(panic)
                                }
                            };
                            let _running = self.start(index, estimate);
                            done.push((index, run(index, prepared)));
                        }
                        done
                    })
                })
                .collect();
            // A job's panic goes on in the caller, as it would without the threads.
            workers.into_iter().flat_map(|worker| worker.join().unwrap_or_else(|panic| resume_unwind(panic))).collect()
        });
        results.sort_unstable_by_key(|(index, _)| *index);
        results.into_iter().map(|(_, result)| result).collect()
    }

    /// The next job to prepare, if any is left.
    fn take(&self, count: usize) -> Option<usize> {
        let mut state = self.lock();
        let index = state.next_taken;
        (index < count).then(|| {
            state.next_taken += 1;
            index
        })
    }

    /// Waits until job `index` is next in line and `estimate` fits beside the jobs running (or none is running).
    fn start(&self, index: usize, estimate: u64) -> Running<'_> {
        let mut state = self.lock();
        loop {
            let fits = state.running == 0 || state.in_use.saturating_add(estimate) <= self.limit;
            match (state.next_started == index, fits) {
                (true, true) => break,
                (true, false) => state.held_back = Some(index),
                (false, _) => {}
            }
            state = self.changed.wait(state).unwrap_or_else(PoisonError::into_inner);
        }
        state.held_back = None;
        state.next_started += 1;
        state.in_use = state.in_use.saturating_add(estimate);
        state.running += 1;
        // The next in line may fit beside this one.
        self.changed.notify_all();
        Running { budget: self, estimate }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The job next in line, when it waits for memory (for the tests).
    #[cfg(test)]
    fn held_back(&self) -> Option<usize> {
        self.lock().held_back
    }
}

/// A job that started: its memory is given back when it ends, even by a panic.
struct Running<'a> {
    budget: &'a MemoryBudget,
    estimate: u64,
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        let mut state = self.budget.lock();
        state.in_use = state.in_use.saturating_sub(self.estimate);
        state.running -= 1;
        self.budget.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

    /// Runs jobs of `estimates` on two workers within `limit`. Job 0 holds on until job 1 has started or is held
    /// back for memory, and job 1 until job 0 has started, so two jobs that are let run together are seen together. Returns whether job 1 started
    /// while job 0 ran, and the largest sum of estimates seen running.
    fn two_jobs(limit: u64, estimates: [u64; 2]) -> (bool, u64) {
        let budget = MemoryBudget::new(limit);
        let started = [AtomicBool::new(false), AtomicBool::new(false)];
        let (in_use, peak) = (AtomicU64::new(0), AtomicU64::new(0));
        let overlapped = AtomicBool::new(false);
        let order = budget.run_all(
            2,
            2,
            |index| (estimates[index], index),
            |index, prepared| {
                assert_eq!(index, prepared);
                let now = in_use.fetch_add(estimates[index], Ordering::SeqCst) + estimates[index];
                peak.fetch_max(now, Ordering::SeqCst);
                // Counted in before it says it started, and out only once the other has started (or never will
                // while this one runs): two jobs that run together are both counted at once.
                started[index].store(true, Ordering::SeqCst);
                if index == 0 {
                    while !started[1].load(Ordering::SeqCst) && budget.held_back() != Some(1) {
                        std::thread::yield_now();
                    }
                    overlapped.store(started[1].load(Ordering::SeqCst), Ordering::SeqCst);
                } else {
                    while !started[0].load(Ordering::SeqCst) {
                        std::thread::yield_now();
                    }
                }
                in_use.fetch_sub(estimates[index], Ordering::SeqCst);
                index * 10
            },
        );
        assert_eq!(order, [0, 10], "results in the jobs' order");
        (overlapped.into_inner(), peak.into_inner())
    }

    #[test]
    fn jobs_that_fit_together_run_together() {
        assert_eq!(two_jobs(10, [4, 6]), (true, 10));
    }

    #[test]
    fn jobs_whose_estimates_exceed_the_budget_never_run_together() {
        assert_eq!(two_jobs(10, [6, 5]), (false, 6));
        // A job larger than the budget runs, alone, whether it comes first or waits for the one before it.
        assert_eq!(two_jobs(10, [30, 1]), (false, 30));
        assert_eq!(two_jobs(10, [1, 30]), (false, 30));
    }

    #[test]
    fn a_panic_in_one_job_ends_the_run_after_the_others_ran() {
        for panics_in_prepare in [true, false] {
            let ran = AtomicU64::new(0);
            let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
                MemoryBudget::new(10).run_all(
                    6,
                    2,
                    |index| {
                        if panics_in_prepare && index == 1 {
                            panic!("prepare failed");
                        }
                        (u64::MAX, ())
                    },
                    |index, ()| {
                        if !panics_in_prepare && index == 1 {
                            panic!("run failed");
                        }
                        ran.fetch_add(1, Ordering::SeqCst);
                    },
                )
            }));
            assert!(outcome.is_err(), "the panic goes on");
            assert_eq!(ran.into_inner(), 5, "every other job ran");
        }
    }

    #[test]
    fn every_job_runs_once_in_order_whatever_the_workers() {
        for workers in [0, 1, 3, 8] {
            let budget = MemoryBudget::new(100);
            let results = budget.run_all(20, workers, |index| ((index as u64 * 37) % 150, index), |_, i| i);
            assert_eq!(results, (0..20).collect::<Vec<_>>(), "{workers} workers");
        }
        assert!(MemoryBudget::new(1).run_all(0, 4, |_| (0, ()), |_, ()| ()).is_empty());
    }
}
